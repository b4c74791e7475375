// Demo data only when asked. The API started the production way (`node api/dist/server.js`:
// buildApp with loadConfig of an environment that names no SEED) on an empty database creates no account (the demo
// one has a published password) and no listing. `pnpm start` and `pnpm dev` ask for the demo with SEED=true.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { testVapidKeys } from './vapid.js';
import { dropTestSchema } from './helper.js';

test('started with the default configuration on an empty database, the API seeds nothing: no account, no listing', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-production-start-'));
  const onPostgres = process.env.API_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // An empty database: PGlite migrated and nothing else (the suite's template), or a fresh PostgreSQL schema.
  if (!onPostgres && process.env.API_TEST_TEMPLATE)
    cpSync(path.join(process.env.API_TEST_TEMPLATE, 'pglite'), path.join(dataDir, 'pglite'), {
      recursive: true,
    });
  // What an operator sets: where the data goes, the secret, the database; no SEED.
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'production-secret-production-secret-0123',
    LOG_LEVEL: 'silent',
    // No load shedding: this file's process holds the database and runs beside the rest of the suite, and a busy
    // machine would answer the search 503 (under-pressure's own tests cover that); what is checked here is the data.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_MB: '0',
    PRESSURE_MAX_RSS_MB: '0',
    ...(onPostgres
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema, ...testVapidKeys() }
      : {}),
  });
  assert.equal(config.seed, false);
  const app = await buildApp({ config });
  try {
    await app.ready();
    assert.equal(app.db.kind, onPostgres ? 'postgres' : 'pglite');
    const counts = await app.db.one<{ users: number; products: number }>(
      'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM products) AS products',
    );
    assert.deepEqual(counts, { users: 0, products: 0 });
    const search = await app.inject({ url: '/api/v1/products/public/search' });
    assert.equal(search.statusCode, 200);
    assert.deepEqual(search.json().data, []);
    const demo = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    assert.equal(demo.statusCode, 401, 'no account with the published demo password');
  } finally {
    await app.close();
    if (onPostgres) {
      await dropTestSchema(schema);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
