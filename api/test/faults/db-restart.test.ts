// PostgreSQL going away (a restart, a network cut) does not end the API process; requests meanwhile
// answer a French 503 with Retry-After, and the API works again once the database is back. The database is reached
// through a TCP relay the test cuts and restores (the machine's PostgreSQL itself is left alone).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { statusOnceBack, tcpRelay } from './tcp-relay.js';

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

const target =
  process.env.API_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL
    ? new URL(process.env.TEST_DATABASE_URL)
    : null;

if (target) {
  const link = await tcpRelay(target.hostname, Number(target.port || 5432));
  const through = new URL(target.href);
  through.hostname = '127.0.0.1';
  through.port = String(link.port);
  process.env.TEST_DATABASE_URL = through.href;
  const { setupTestApp } = await import('../helper.js');
  const ctx = setupTestApp();
  after(() => link.close());

  test('a database restart costs 503s, not the process, and the API works again after it', async () => {
    const search = () => ctx.app.inject({ url: `/api/v1/products/public/search?query=relais-${Date.now()}` });
    assert.equal((await search()).statusCode, 200);
    await link.cut();
    const during = await search();
    assert.equal(during.statusCode, 503, during.body);
    assert.equal(during.json().statusCode, 'SERVICE_UNAVAILABLE');
    assert.match(during.json().message, /indisponible/);
    assert.equal(during.headers['retry-after'], '5');
    await link.restore();
    assert.equal(await statusOnceBack(search), 200);
  });
} else {
  test(
    'a database restart (needs TEST_DATABASE_URL)',
    { skip: 'runs on PostgreSQL only (TEST_DATABASE_URL)' },
    () => undefined,
  );
}
