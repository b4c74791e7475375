// Brute force on login is stopped per IP and per account + address (the
// normalised e-mail from one address), each with a 429 TOO_MANY_REQUESTS and a Retry-After header; spread over many
// addresses it meets growing delays (login-delays.test.ts), never a lock of the owner. Low limits here: 5 per IP and
// minute, 3 per account and address in 15 minutes.
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

test('per account and address: the 4th attempt on one e-mail from one address gets 429, in any spelling', async () => {
  const user = await signup(ctx.app);
  const spellings = [user.email, user.email.toUpperCase(), `  ${user.email}  `];
  for (const email of spellings) assert.equal((await attempt(email, '198.51.100.1')).statusCode, 401);
  const res = await attempt(user.email, '198.51.100.1');
  assert.equal(res.statusCode, 429);
  assert.equal(res.json().statusCode, 'TOO_MANY_REQUESTS');
  const retry = Number(res.headers['retry-after']);
  assert.ok(retry > 60 && retry <= 15 * 60, `Retry-After ${retry}`);
  // Even the right password waits at that address: the guesser cannot tell a hit from a miss.
  assert.equal((await attempt(user.email, '198.51.100.1', 'Motdepasse1')).statusCode, 429);
  // The owner, from their own address, is not locked out.
  assert.equal((await attempt(user.email, '198.51.100.2', 'Motdepasse1')).statusCode, 200);
  // An unknown e-mail is limited the same way (the limit reveals nothing about which accounts exist).
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 3; i++) await attempt(nobody, '192.0.2.1');
  assert.equal((await attempt(nobody, '192.0.2.1')).statusCode, 429);
});
