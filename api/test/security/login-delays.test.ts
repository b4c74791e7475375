// Failed logins on one account from many addresses meet growing delays, never a hard lock: the
// owner signs in with the right password whatever a guesser did. Unknown e-mails are slowed the same way. Only lower
// bounds on durations are asserted (a wait guarantees at least its time; the machine's load can only add to it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loginDelayMs } from '../../src/lib/attempts.js';
import { PASSWORD, setupTestApp, signup, uniqueEmail, TEST_RATE_LIMITS } from '../helper.js';

const policy = { after: 2, baseMs: 150, maxMs: 600 };
const ctx = setupTestApp({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    loginAccountWindowMs: 15 * 60_000,
    loginSlowAfter: policy.after,
    loginSlowBaseMs: policy.baseMs,
    loginSlowMaxMs: policy.maxMs,
  },
});

let address = 0;
const attempt = async (email: string, password = 'Mauvais-mot-2-passe') => {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    // A new address each time: a guesser spread over many machines.
    headers: { 'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}` },
  });
  return { status: res.statusCode, ms: performance.now() - started };
};

test('the delay grows with the failures, doubling, up to its ceiling', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 9].map((failures) => loginDelayMs(failures, policy)),
    [0, 0, 150, 300, 600, 600, 600],
  );
});

test('failures from many addresses slow the account down, and the owner still signs in', async () => {
  const user = await signup(ctx.app);
  for (let i = 0; i < policy.after; i++) assert.equal((await attempt(user.email)).status, 401);
  const third = await attempt(user.email);
  assert.equal(third.status, 401);
  assert.ok(third.ms >= 150, `third failure answered after ${third.ms} ms`);
  const fourth = await attempt(user.email);
  assert.ok(fourth.ms >= 300, `fourth failure answered after ${fourth.ms} ms`);
  // Never a lock: the right password works, after the current delay, then the count starts again.
  const owner = await attempt(user.email, PASSWORD);
  assert.equal(owner.status, 200);
  assert.ok(owner.ms >= 600, `the owner waited ${owner.ms} ms`);
  const fresh = await attempt(user.email, PASSWORD);
  assert.equal(fresh.status, 200);
  // Another account is not slowed by this one's failures.
  const other = await signup(ctx.app);
  assert.equal((await attempt(other.email, PASSWORD)).status, 200);
});

test('an unknown e-mail is slowed exactly like a known one', async () => {
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < policy.after; i++) assert.equal((await attempt(nobody)).status, 401);
  const slowed = await attempt(nobody.toUpperCase());
  assert.equal(slowed.status, 401);
  assert.ok(slowed.ms >= 150, `answered after ${slowed.ms} ms`);
});

test('attempts on one account sent at once from many addresses run one at a time, each after its delay', async () => {
  const user = await signup(ctx.app);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(user.email)));
  const elapsed = performance.now() - started;
  assert.deepEqual(
    answers.map((a) => a.status),
    [401, 401, 401, 401, 401, 401],
  );
  // In turn, the 3rd to the 6th wait 150, 300, 600 and 600 ms after the failures before them: 1 650 ms at least.
  // Let through together, they would all have read no failure and none would have waited.
  const owed = [0, 1, 2, 3, 4, 5].reduce((sum, failures) => sum + loginDelayMs(failures, policy), 0);
  assert.ok(
    elapsed >= owed,
    `six attempts at once answered within ${elapsed.toFixed(0)} ms (owed ${owed} ms)`,
  );
  // The owner, after them, waits only the current delay and signs in.
  const owner = await attempt(user.email, PASSWORD);
  assert.equal(owner.status, 200);
});
