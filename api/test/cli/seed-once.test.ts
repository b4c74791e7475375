// The demo seed is never run by a second process. Two API processes (real ones, as
// `node src/server.ts` with SEED=true and separate DATA_DIRs) start together on one empty PostgreSQL database: one
// seeds, the other waits on the seed's advisory lock, finds the listings and starts without seeding.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import pg from 'pg';
import { DEMO_EMAIL } from '../../src/seed/demo-data.js';
import { DEMO_CLOSED_LISTINGS, DEMO_LISTINGS } from '../../src/seed/seed-demo.js';
import { testVapidKeys } from '../vapid.js';
import { createScratchDatabase, unavailable, type ScratchDatabase } from './scratch-db.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// PostgreSQL is the subject here, not the suite's database: the file runs once, in the PGlite pass.
const skip =
  process.env.API_TEST_DB === 'postgres'
    ? 'ran in the PGlite pass (it makes its own database)'
    : await unavailable();
if (skip) console.log(`# seed-once: skipped: ${skip}`);

interface Started {
  child: ChildProcess;
  log: string[];
  /** Resolves when the server listens, rejects when it exits first. */
  listening: Promise<void>;
}

function startApi(databaseUrl: string, dataDir: string, name: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: '',
      JWT_SECRET: 'seed-once-secret-seed-once-secret-0123456789',
      ...testVapidKeys(),
      DATA_DIR: dataDir,
      SEED: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      INSTANCE_ID: name,
      LOG_LEVEL: 'info',
      JOBS_INTERVAL_S: '0',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${log.join('')}`)), 240_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (/Server listening/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${log.join('')}`));
    });
  });
  return { child, log, listening };
}

const servers: Started[] = [];
const dirs: string[] = [];
let database: ScratchDatabase | undefined;

after(async () => {
  for (const { child } of servers) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test(
  'two API processes starting together with SEED=true on one PostgreSQL database seed the demo once',
  { skip: skip ?? false, timeout: 300_000 },
  async () => {
    database = await createScratchDatabase('seed');
    for (const name of ['api-a', 'api-b']) {
      const dir = mkdtempSync(path.join(tmpdir(), `immo237-seed-${name}-`));
      dirs.push(dir);
      servers.push(startApi(database.url, dir, name));
    }
    // Both must start: without the lock, both find an empty catalogue, and the second's inserts meet the first's
    // slugs (a start that fails), or both succeed with twice the listings.
    await Promise.all(servers.map((s) => s.listening));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ listings: number; demo: number }>(
        `SELECT (SELECT count(*)::int FROM products) AS listings,
                (SELECT count(*)::int FROM users WHERE lower(email) = lower($1)) AS demo`,
        [DEMO_EMAIL],
      );
      assert.deepEqual(rows[0], { listings: DEMO_LISTINGS + DEMO_CLOSED_LISTINGS, demo: 1 });
    } finally {
      await client.end();
    }
    const logs = servers.map((s) => s.log.join(''));
    assert.equal(logs.filter((l) => l.includes('demo data seeded')).length, 1, logs.join('\n----\n'));
    assert.equal(
      logs.filter((l) => l.includes('demo data already present')).length,
      1,
      logs.join('\n----\n'),
    );
  },
);
