// Issue 18, point 3: logout, a password reset and a disabled account end every session of the account at once, access
// tokens included (users.sessions_valid_after against the token's issue time, disabled_at in the same lookup); a reset
// happens in one transaction and voids the account's other reset links.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, setupTestApp, signup, resetTokenFor } from '../helper.js';

const ctx = setupTestApp();
const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload });
const profile = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/user-profile',
    headers: { authorization: `Bearer ${token}` },
  });

test('logout ends every session of the account, access tokens included; a new sign-in works', async () => {
  const user = await signup(ctx.app);
  const phone = await login(ctx.app, user.email);
  const laptop = await login(ctx.app, user.email);
  assert.equal((await profile(phone.accessToken.token)).statusCode, 200);
  assert.equal(
    (await post('/api/v1/auth/logout', { refreshToken: phone.refreshToken.token })).statusCode,
    200,
  );
  for (const session of [phone, laptop]) {
    assert.equal((await profile(session.accessToken.token)).statusCode, 401);
    assert.equal(
      (await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken.token })).statusCode,
      401,
    );
  }
  const again = await login(ctx.app, user.email);
  assert.equal((await profile(again.accessToken.token)).statusCode, 200);
});

const resetLink = async (email: string) => {
  await post('/api/v1/auth/forgot-password', { email });
  const token = await resetTokenFor(ctx, email);
  assert.ok(token, 'reset link in the outbox');
  return token;
};

test('a password reset ends the access tokens too and voids the other reset links', async () => {
  const user = await signup(ctx.app);
  const session = await login(ctx.app, user.email);
  const first = await resetLink(user.email);
  const second = await resetLink(user.email);
  assert.notEqual(first, second);
  const done = await post('/api/v1/auth/reset-password', { token: second, password: 'NouveauMdp9' });
  assert.equal(done.statusCode, 200);
  assert.equal((await profile(session.accessToken.token)).statusCode, 401);
  const older = await post('/api/v1/auth/reset-password', { token: first, password: 'EncoreAutre7' });
  assert.equal(older.statusCode, 400);
  assert.equal(older.json().statusCode, 'INVALID_TOKEN');
  // The password is the one of the link that was used.
  await login(ctx.app, user.email, 'NouveauMdp9');
});

test('a refused reset changes nothing (one transaction)', async () => {
  const user = await signup(ctx.app);
  const session = await login(ctx.app, user.email);
  const bad = await post('/api/v1/auth/reset-password', { token: 'x'.repeat(40), password: 'NouveauMdp9' });
  assert.equal(bad.json().statusCode, 'INVALID_TOKEN');
  assert.equal((await profile(session.accessToken.token)).statusCode, 200);
});

test('a disabled account loses every session at once, and cannot sign in again', async () => {
  const user = await signup(ctx.app);
  const session = await login(ctx.app, user.email);
  assert.equal((await profile(session.accessToken.token)).statusCode, 200);
  await ctx.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
  assert.equal((await profile(session.accessToken.token)).statusCode, 401);
  assert.equal(
    (await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken.token })).statusCode,
    401,
  );
  const again = await post('/api/v1/auth/login', { email: user.email, password: 'Motdepasse1' });
  assert.equal(again.statusCode, 403);
  assert.equal(again.json().statusCode, 'USER_DISABLED_BY_ADMIN');
});
