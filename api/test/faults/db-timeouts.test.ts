// PostgreSQL's time limits (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS) reach the pool, and
// a request that meets one answers the French 503 with Retry-After, as a restart does, not a 500 and not a wait
// without end. Small limits here; the database is reached through a TCP relay that can hold new connections
// unanswered (the machine's PostgreSQL itself is left alone). PostgreSQL only: PGlite has neither.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { DB_TIMEOUT_DEFAULTS, loadConfig } from '../../src/config.js';
import { assertUnavailable, relayTestDatabase, statusOnceBack, suitePostgres } from './tcp-relay.js';

const CONNECT_MS = 600;
const STATEMENT_MS = 300;

test('DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS are read and checked (5 s and 15 s by default)', () => {
  const env = { DATA_DIR: '/tmp/immo237-db-timeouts', JWT_SECRET: 'x'.repeat(32) };
  assert.deepEqual(loadConfig(env).dbTimeouts, DB_TIMEOUT_DEFAULTS);
  assert.deepEqual(DB_TIMEOUT_DEFAULTS, { connectMs: 5_000, statementMs: 15_000 });
  assert.deepEqual(
    loadConfig({ ...env, DB_CONNECT_TIMEOUT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '2500' }).dbTimeouts,
    { connectMs: 1500, statementMs: 2500 },
  );
  assert.throws(() => loadConfig({ ...env, DB_STATEMENT_TIMEOUT_MS: '15s' }), /DB_STATEMENT_TIMEOUT_MS/);
});

const target = suitePostgres();

if (target) {
  const link = await relayTestDatabase(target);
  const { setupTestApp } = await import('../helper.js');
  const ctx = setupTestApp({ dbTimeouts: { connectMs: CONNECT_MS, statementMs: STATEMENT_MS } });
  after(() => link.close());
  const search = () => ctx.app.inject({ url: `/api/v1/products/public/search?query=delai-${Date.now()}` });

  test('a statement past DB_STATEMENT_TIMEOUT_MS (held by a lock) is stopped and answers 503, then the API works', async () => {
    assert.equal((await search()).statusCode, 200);
    const schema = (await ctx.db.one<{ schema: string }>('SELECT current_schema() AS schema'))!.schema;
    // Another session holds the listings table: every read of it waits, past the statement time.
    const holder = new pg.Client({ connectionString: target.href });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${schema}.products IN ACCESS EXCLUSIVE MODE`);
      const started = Date.now();
      const held = await search();
      const took = Date.now() - started;
      assertUnavailable(held);
      assert.ok(took >= STATEMENT_MS * 0.8, `stopped by the statement time, not at once (${took} ms)`);
      assert.ok(took < STATEMENT_MS + 5_000, `stopped near the statement time (${took} ms)`);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    assert.equal((await search()).statusCode, 200);
  });

  test('a server that accepts the connection and never answers costs a 503 within DB_CONNECT_TIMEOUT_MS', async () => {
    assert.equal((await search()).statusCode, 200);
    // The pool's connections dropped (it forgets them), then new ones accepted and never answered.
    await link.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await link.hold();
    // The first request may still meet a dropped connection the pool had not yet forgotten (an immediate 503):
    // the next ones must open a connection and wait for it.
    let took = 0;
    for (let i = 0; i < 3 && took < CONNECT_MS * 0.8; i += 1) {
      const started = Date.now();
      const res = await search();
      took = Date.now() - started;
      assertUnavailable(res);
    }
    assert.ok(took >= CONNECT_MS * 0.8, `waited for the connection (${took} ms)`);
    assert.ok(took < CONNECT_MS + 3_000, `gave up near the connection time (${took} ms)`);
    await link.restore();
    assert.equal(await statusOnceBack(search), 200);
  });
} else {
  test(
    'PostgreSQL time limits (needs TEST_DATABASE_URL)',
    { skip: 'runs on PostgreSQL only (TEST_DATABASE_URL)' },
    () => undefined,
  );
}
