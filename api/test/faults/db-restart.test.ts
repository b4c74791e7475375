// PostgreSQL going away (a restart, a network cut) does not end the API process; requests meanwhile
// answer a French 503 with Retry-After, and the API works again once the database is back. The database is reached
// through a TCP relay the test cuts and restores (the machine's PostgreSQL itself is left alone).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { assertUnavailable, relayTestDatabase, statusOnceBack, suitePostgres } from './tcp-relay.js';

test('the errors of an unreachable database are told apart from the others', () => {
  assert.equal(
    isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    true,
  );
  assert.equal(
    isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    true,
  );
  assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
  // pg's own connection timeout (DB_CONNECT_TIMEOUT_MS), and a statement stopped by statement_timeout.
  assert.equal(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')), true);
  assert.equal(
    isDatabaseUnavailable(
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ),
    true,
  );
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' })), false);
  assert.equal(isDatabaseUnavailable(new TypeError('x is undefined')), false);
});

const target = suitePostgres();

if (target) {
  const link = await relayTestDatabase(target);
  const { setupTestApp } = await import('../helper.js');
  const ctx = setupTestApp();
  after(() => link.close());

  test('a database restart costs 503s, not the process, and the API works again after it', async () => {
    const search = () => ctx.app.inject({ url: `/api/v1/products/public/search?query=relais-${Date.now()}` });
    assert.equal((await search()).statusCode, 200);
    await link.cut();
    assertUnavailable(await search());
    await link.restore();
    assert.equal(await statusOnceBack(search), 200);
  });

  test('a connection dropped inside a transaction, between two statements, fails that transaction only', async () => {
    const outcome = ctx.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await link.cut();
      // The dropped connection's 'error' arrives while no statement runs on it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('SELECT 1');
    });
    await assert.rejects(outcome);
    await link.restore();
    const search = () => ctx.app.inject({ url: `/api/v1/products/public/search?query=tx-${Date.now()}` });
    assert.equal(await statusOnceBack(search), 200);
  });
} else {
  test(
    'a database restart (needs TEST_DATABASE_URL)',
    { skip: 'runs on PostgreSQL only (TEST_DATABASE_URL)' },
    () => undefined,
  );
}
