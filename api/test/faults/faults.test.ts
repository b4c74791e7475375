// Faults on the built server (node dist/server.js, rebuilt first when src is newer),
// run as a child process on a fresh DATA_DIR (PGlite) or a fresh schema (PostgreSQL, API_TEST_DB=postgres).
//  1. A burst of listing creations, `kill -9` in the middle, restart: every write answered 201 is there.
//  2. SIGTERM while a request is in flight (its body half sent): new connections are refused, the in-flight request
//     completes with 201, the process exits 0, and after a restart that listing is there too.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { dropTestSchema } from '../helper.js';
import { testVapidKeys } from '../vapid.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverJs = path.join(apiDir, 'dist', 'server.js');
const onPostgres = process.env.API_TEST_DB === 'postgres';

function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => statSync(path.join(d.parentPath, d.name)).mtimeMs),
  );
}

/** `pnpm --filter api build` when dist is missing or older than src (tsc, as the build script does). */
function ensureBuilt() {
  let built: number;
  try {
    built = statSync(serverJs).mtimeMs;
  } catch {
    built = 0;
  }
  if (built >= newest(path.join(apiDir, 'src')) && built >= newest(path.join(apiDir, 'migrations'))) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const out = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  assert.equal(out.status, 0, `build failed:\n${out.stdout}${out.stderr}`);
}

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log: string[];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-faults-'));
const schema = `faults_${randomBytes(5).toString('hex')}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SEED: 'false',
  LOG_LEVEL: 'info',
  JWT_SECRET: 'faults-secret-faults-secret-faults-secret-0123',
  NODE_ENV: 'production',
  // No load shedding: these servers start and work beside the rest of the suite, and a busy machine would answer
  // 503 (under-pressure has tests of its own); what is checked here is what survives a crash and a drain.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  PRESSURE_MAX_HEAP_MB: '0',
  PRESSURE_MAX_RSS_MB: '0',
  // The burst writes as one account: within its budget of listings, or most writes are refused (429) and the 30
  // acknowledged ones take a whole rate-limit window to come.
  USER_WRITE_FACTOR: '100',
  ...(onPostgres
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL as string, DATABASE_SCHEMA: schema, ...testVapidKeys() }
    : { DATABASE_URL: '' }),
};

async function start(): Promise<Server> {
  const child = spawn(process.execPath, [serverJs], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${log.join('')}`));
    });
  });
  return { child, port, exited, log };
}

const api = async (port: number, method: string, url: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
};

let token = '';
let running: Server | undefined;
const listing = (i: number) => ({ name: `Annonce rafale ${i}`, category: 'house', price: 1000 + i });

before(async () => {
  ensureBuilt();
  const template = process.env.API_TEST_TEMPLATE;
  if (!onPostgres && template)
    cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
});

after(async () => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  if (onPostgres) {
    await dropTestSchema(schema);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 during a burst of writes: every acknowledged write is there after a restart', async () => {
  running = await start();
  const { port } = running;
  const email = `rafale.${Date.now()}@example.cm`;
  assert.equal(
    (
      await api(port, 'POST', '/api/v1/auth/signup', {
        email,
        password: 'Motdepasse1',
        firstName: 'R',
        lastName: 'S',
      })
    ).status,
    201,
  );
  const session = await api(port, 'POST', '/api/v1/auth/login', { email, password: 'Motdepasse1' });
  token = (session.json.data.accessToken as { token: string }).token;

  const acked: string[] = [];
  let sent = 0;
  let failed = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const i = sent++;
      try {
        const res = await api(port, 'POST', '/api/v1/products/create', listing(i), token);
        if (res.status === 201) acked.push(res.json.data.id as string);
        else failed++;
      } catch {
        failed++; // connection reset by the kill: not acknowledged, so not owed
        if (killed) return;
      }
      if (acked.length >= 30 && !killed) {
        killed = true;
        running?.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const exit = await running.exited;
  assert.equal(exit.signal, 'SIGKILL');
  console.log(
    `# faults: kill -9 after ${acked.length} acknowledged creations (${sent} sent, ${failed} lost in flight)`,
  );

  running = await start();
  for (const id of acked) {
    const res = await api(running.port, 'GET', `/api/v1/products/public/by-id/${id}`);
    assert.equal(res.status, 200, `acknowledged listing ${id} lost`);
  }
  const mine = await api(running.port, 'GET', '/api/v1/products/mine?limit=50', undefined, token);
  assert.ok((mine.json as unknown as { meta: { total: number } }).meta.total >= acked.length);
});

test('SIGTERM drains: new connections refused, the in-flight request completes, exit 0, its write kept', async () => {
  assert.ok(running, 'the server restarted by the previous test');
  const server = running;
  const body = Buffer.from(JSON.stringify(listing(9999)));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/v1/products/create',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, 10)); // headers and the start of the body: the request is in flight
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => {
        // While draining, the listening socket is closed: a new connection is refused.
        const probe = net.connect(server.port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          reject(new Error('a new connection was accepted while draining'));
        });
        probe.once('error', (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ECONNREFUSED') return reject(err);
          req.end(body.subarray(10)); // the rest of the body, after the refusal
        });
      }, 700);
    }, 300);
  });
  const res = await answer;
  assert.equal(res.status, 201, res.body);
  const id = (JSON.parse(res.body) as { data: { id: string } }).data.id;
  const exit = await server.exited;
  assert.equal(exit.code, 0, server.log.join('').slice(-2000));
  running = await start();
  assert.equal((await api(running.port, 'GET', `/api/v1/products/public/by-id/${id}`)).status, 200);
  running.child.kill('SIGTERM');
  assert.equal((await running.exited).code, 0);
  console.log('# faults: SIGTERM with 1 request in flight: refused new connections, answered 201, exit 0');
});
