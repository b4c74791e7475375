import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupTestApp, uniqueEmail } from '../helper.js';

const ctx = setupTestApp({ rateLimits: { login: 2, signup: 2, reset: 2, messages: 2, windowMs: 60_000 } });

for (const [url, payload] of [
  ['/api/v1/auth/login', { email: 'a@b.cm', password: 'whatever' }],
  ['/api/v1/auth/signup', { email: 'bad', password: 'x' }],
  ['/api/v1/auth/forgot-password', { email: 'a@b.cm' }],
  ['/api/v1/auth/reset-password', { token: 'x'.repeat(20), password: 'x' }],
  ['/api/v1/user/send-message-to-admin', { message: 'Bonjour' }],
  ['/api/v1/contact', { name: 'A', email: 'a@b.cm', subject: 'other', message: 'Bonjour' }],
] as const) {
  test(`${url} is rate limited: 429 TOO_MANY_REQUESTS with Retry-After`, async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url, payload: { ...payload, email2: uniqueEmail() } });
    await send();
    await send();
    const res = await send();
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().statusCode, 'TOO_MANY_REQUESTS');
    assert.ok(Number(res.headers['retry-after']) > 0);
  });
}
