// Issue 9, item 2: brute force on login is stopped per IP and per account (the normalised e-mail), each with a 429
// TOO_MANY_REQUESTS and a Retry-After header. Low limits here: 5 per IP and minute, 3 per account and 15 minutes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupTestApp, signup, uniqueEmail } from '../helper.js';

const ctx = setupTestApp({
  rateLimits: {
    login: 5,
    signup: 100,
    reset: 100,
    messages: 100,
    windowMs: 60_000,
    loginAccount: 3,
    loginAccountWindowMs: 15 * 60_000,
  },
});
const attempt = (email: string, ip: string, password = 'Mauvais-mot-2-passe') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip }, // trustProxy: loopback, as behind the shell's proxy
  });

test('per IP: the 6th attempt from one address gets 429 with Retry-After, whatever the e-mails', async () => {
  for (let i = 0; i < 5; i++) assert.equal((await attempt(uniqueEmail(), '203.0.113.7')).statusCode, 401);
  const res = await attempt(uniqueEmail(), '203.0.113.7');
  assert.equal(res.statusCode, 429);
  assert.equal(res.json().statusCode, 'TOO_MANY_REQUESTS');
  assert.ok(Number(res.headers['retry-after']) > 0);
  assert.equal((await attempt(uniqueEmail(), '203.0.113.8')).statusCode, 401, 'another IP is not blocked');
});

test('per account: the 4th attempt on one e-mail gets 429 even from a new IP each time, in any spelling', async () => {
  const user = await signup(ctx.app);
  const spellings = [user.email, user.email.toUpperCase(), `  ${user.email}  `];
  for (const [i, email] of spellings.entries()) {
    assert.equal((await attempt(email, `198.51.100.${i + 1}`)).statusCode, 401);
  }
  const res = await attempt(user.email, '198.51.100.99');
  assert.equal(res.statusCode, 429);
  assert.equal(res.json().statusCode, 'TOO_MANY_REQUESTS');
  const retry = Number(res.headers['retry-after']);
  assert.ok(retry > 60 && retry <= 15 * 60, `Retry-After ${retry}`);
  // Even the right password waits: the attacker cannot tell a hit from a miss while the account is held.
  assert.equal((await attempt(user.email, '198.51.100.100', 'Motdepasse1')).statusCode, 429);
  // An unknown e-mail is limited the same way (the limit reveals nothing about which accounts exist).
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 3; i++) await attempt(nobody, `192.0.2.${i + 1}`);
  assert.equal((await attempt(nobody, '192.0.2.50')).statusCode, 429);
  // Other accounts are unaffected.
  const other = await signup(ctx.app);
  assert.equal((await attempt(other.email, '192.0.2.77', 'Motdepasse1')).statusCode, 200);
});
