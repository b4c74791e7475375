// Logout, a password reset and a disabled account end every session of the account at once, access
// tokens included (the account's session generation, carried by every token, moves on; disabled_at in the same lookup);
// a reset happens in one transaction and voids the account's other reset links. A refresh rotated meanwhile, and a
// clock of the API apart from the database's, let no session through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Db, Queryable } from '../../src/lib/db.js';
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

/**
 * Runs `action` once, just after the first statement matching `pattern` has run. Outside a transaction the statement's
 * caller waits for it; inside one it is only started (the embedded database runs one transaction at a time, so it
 * runs once the transaction is over, and on PostgreSQL it would wait for the rows the transaction holds).
 */
function afterStatement(db: Db, pattern: RegExp, action: () => Promise<unknown>) {
  const { query, transaction } = db;
  let started: Promise<unknown> | undefined;
  const watch =
    (run: Queryable['query'], inTransaction: boolean): Queryable['query'] =>
    async (sql, params) => {
      const rows = await run(sql, params);
      if (!started && pattern.test(sql)) {
        started = action();
        if (!inTransaction) await started;
      }
      return rows as never;
    };
  db.query = watch(query.bind(db), false);
  db.transaction = (fn) =>
    transaction.call(db, (tx) => fn({ query: watch(tx.query.bind(tx), true) })) as never;
  return {
    done: async () => {
      db.query = query;
      db.transaction = transaction;
      await started;
      return started !== undefined;
    },
  };
}

const refresh = (token: string) => post('/api/v1/auth/refresh', { refreshToken: token });

/** A refresh answer: refused, or new tokens neither of which works any more. */
async function assertNothingWorks(answer: Awaited<ReturnType<typeof refresh>>) {
  if (answer.statusCode !== 200) {
    assert.equal(answer.statusCode, 401, answer.body);
    return;
  }
  const renewed = answer.json().data as { accessToken: { token: string }; refreshToken: { token: string } };
  assert.equal((await profile(renewed.accessToken.token)).statusCode, 401, 'the new access token is refused');
  assert.equal(
    (await refresh(renewed.refreshToken.token)).statusCode,
    401,
    'the new refresh token is refused',
  );
}

test('a refresh rotating while every session ends (logout) leaves no working session', async () => {
  const user = await signup(ctx.app);
  const phone = await login(ctx.app, user.email);
  const laptop = await login(ctx.app, user.email);
  // The laptop logs out (every session ends) right after the phone's refresh token was claimed for rotation.
  const race = afterStatement(ctx.db, /UPDATE refresh_tokens SET used_at/, () =>
    post('/api/v1/auth/logout', { refreshToken: laptop.refreshToken.token }),
  );
  const answer = await refresh(phone.refreshToken.token);
  assert.ok(await race.done(), 'the logout ran during the rotation');
  await assertNothingWorks(answer);
  assert.equal((await profile(phone.accessToken.token)).statusCode, 401);
});

test('a refresh rotating while a password reset ends every session leaves no working session', async () => {
  const user = await signup(ctx.app);
  const session = await login(ctx.app, user.email);
  const token = await resetLink(user.email);
  const race = afterStatement(ctx.db, /UPDATE refresh_tokens SET used_at/, () =>
    post('/api/v1/auth/reset-password', { token, password: 'NouveauMdp9' }),
  );
  const answer = await refresh(session.refreshToken.token);
  assert.ok(await race.done(), 'the reset ran during the rotation');
  await assertNothingWorks(answer);
  await login(ctx.app, user.email, 'NouveauMdp9');
});

// The embedded database runs in this process and reads the same Date.now: the clock is moved only while the token is
// issued (the API's clock) and put back for the logout, whose cut-off the database's own clock would set.
test('the API clock ahead of the database: a token issued before the logout is still refused', async () => {
  const user = await signup(ctx.app);
  const realNow = Date.now;
  // The API's clock a minute ahead of the database's (two machines, one not synchronised).
  Date.now = () => realNow() + 60_000;
  let session: Awaited<ReturnType<typeof login>>;
  try {
    session = await login(ctx.app, user.email);
  } finally {
    Date.now = realNow;
  }
  assert.equal((await profile(session.accessToken.token)).statusCode, 200);
  assert.equal(
    (await post('/api/v1/auth/logout', { refreshToken: session.refreshToken.token })).statusCode,
    200,
  );
  assert.equal((await profile(session.accessToken.token)).statusCode, 401);
});

test('the API clock behind the database: a sign-in just after the logout works', async () => {
  const user = await signup(ctx.app);
  const first = await login(ctx.app, user.email);
  assert.equal(
    (await post('/api/v1/auth/logout', { refreshToken: first.refreshToken.token })).statusCode,
    200,
  );
  const realNow = Date.now;
  Date.now = () => realNow() - 60_000;
  try {
    const again = await login(ctx.app, user.email);
    assert.equal((await profile(again.accessToken.token)).statusCode, 200);
  } finally {
    Date.now = realNow;
  }
});
