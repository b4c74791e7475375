// Issue 18, point 5: the writes a signed-in account can repeat (listings, favourites, profile) have per-account
// budgets, refresh and logout per-address ones: past them 429 TOO_MANY_REQUESTS with Retry-After, while another
// account (or address) is not held back. Low budgets here.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setupTestApp, signedIn, TEST_RATE_LIMITS } from '../helper.js';

const ctx = setupTestApp({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    userWrites: { listings: 2, favourites: 3, profile: 2 },
    sessions: 2,
  },
});

const refused = (res: {
  statusCode: number;
  json(): { statusCode: string };
  headers: Record<string, unknown>;
}) => {
  assert.equal(res.statusCode, 429);
  assert.equal(res.json().statusCode, 'TOO_MANY_REQUESTS');
  assert.ok(Number(res.headers['retry-after']) > 0);
};

test('listing writes: the account past its budget gets 429 before anything is read; another account does not', async () => {
  const [a, b] = [await signedIn(ctx.app), await signedIn(ctx.app)];
  const remove = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/products/${randomUUID()}`, headers: auth });
  assert.equal((await remove(a.auth)).statusCode, 404);
  assert.equal((await remove(a.auth)).statusCode, 404);
  refused(await remove(a.auth));
  // Create and update share the budget: no upload is read past it.
  refused(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { ...a.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    }),
  );
  assert.equal((await remove(b.auth)).statusCode, 404, 'another account keeps its budget');
});

test('favourites and profile changes have budgets of their own', async () => {
  const me = await signedIn(ctx.app);
  const favourite = () =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/user/favourites/${randomUUID()}`, headers: me.auth });
  for (let i = 0; i < 3; i += 1) assert.equal((await favourite()).statusCode, 404);
  refused(await favourite());

  const profile = (bio: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers: me.auth,
      payload: { bio },
    });
  assert.equal((await profile('un')).statusCode, 200);
  assert.equal((await profile('deux')).statusCode, 200);
  refused(await profile('trois'));
  // Reading is not limited by the write budgets.
  assert.equal(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/user-profile', headers: me.auth })).statusCode,
    200,
  );
});

test('refresh and logout: a budget per address', async () => {
  const call = (url: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress, payload: { refreshToken: 'pas-un-jeton-valide' } });
  assert.equal((await call('/api/v1/auth/refresh', '198.51.100.9')).statusCode, 401);
  assert.equal((await call('/api/v1/auth/refresh', '198.51.100.9')).statusCode, 401);
  refused(await call('/api/v1/auth/refresh', '198.51.100.9'));
  assert.equal((await call('/api/v1/auth/refresh', '198.51.100.10')).statusCode, 401);
  for (let i = 0; i < 2; i += 1)
    assert.equal((await call('/api/v1/auth/logout', '198.51.100.11')).statusCode, 200);
  refused(await call('/api/v1/auth/logout', '198.51.100.11'));
});
