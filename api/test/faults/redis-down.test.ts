// With Redis unreachable, the rate-limited routes fail OPEN (documented choice): they answer as
// usual (here a login's 401, a sign-up's 201) instead of a 500, and the API keeps running.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { setupTestApp, uniqueEmail } from '../helper.js';

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const port = await closedPort();
const ctx = setupTestApp({ redisUrl: `redis://127.0.0.1:${port}` });

test('login and sign-up still answer, with their own codes, while Redis is down', async () => {
  const started = Date.now();
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: uniqueEmail(), password: 'Mauvais-mot-2-passe' },
  });
  assert.equal(login.statusCode, 401, login.body);
  // At once, not after the client's reconnection attempts (a login used to wait 17 to 40 seconds here).
  assert.ok(Date.now() - started < 5000, `the login waited ${Date.now() - started} ms for Redis`);
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      email: uniqueEmail(),
      password: 'Motdepasse1',
      confirmPassword: 'Motdepasse1',
      firstName: 'Awa',
      lastName: 'Ngo',
    },
  });
  assert.notEqual(signup.statusCode, 500, signup.body);
  assert.ok(signup.statusCode < 500, signup.body);
});
