// The other suites lower the scrypt cost to stay fast; this file runs signup, login and the
// unknown-account answer at the production cost (the default, OWASP's N = 2^17, 128 MiB), so what ships is what is
// tested at least once, and checks that hashing leaves the event loop free.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { test } from 'node:test';
import { hashPassword, setPasswordCost } from '../../src/lib/passwords.js';
import { PASSWORD, setupTestApp, signup, uniqueEmail } from '../helper.js';

// Back to the default the API ships with (the helper lowered it when imported).
setPasswordCost();
const ctx = setupTestApp();

test('the production scrypt cost is 2^17: the right password signs in, a wrong one and an unknown address get the same 401', async () => {
  const user = await signup(ctx.app);
  const [row] = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [user.id],
  );
  assert.equal(row?.password_hash.split('$')[1], String(2 ** 17), 'OWASP: N = 2^17, r = 8, p = 1');
  assert.equal(row?.password_hash.split('$')[2], '8');
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  assert.equal((await login(user.email, PASSWORD)).statusCode, 200);
  const wrong = await login(user.email, 'Mauvais-mot2passe');
  const unknown = await login(uniqueEmail('nobody'), 'Mauvais-mot2passe');
  assert.equal(wrong.statusCode, 401);
  assert.equal(unknown.statusCode, 401);
  assert.deepEqual(unknown.json(), wrong.json(), 'the same answer for an unknown address');
});

test('a production-cost hash runs off the event loop: the loop stalls for much less than the hash takes', async () => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  await hashPassword('Un-mot-de-passe-1');
  const took = performance.now() - started;
  delay.disable();
  const stalledMs = delay.max / 1e6;
  // A synchronous scrypt would stall the loop for the whole hash; off the loop, ticks keep coming.
  assert.ok(
    stalledMs < took / 2,
    `the loop stalled ${stalledMs.toFixed(0)} ms during a ${took.toFixed(0)} ms hash`,
  );
});
