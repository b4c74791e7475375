// Attacks on authentication. Forged access tokens, refresh-token reuse, enumeration by answer or
// by timing, replay of reset and verification links. The brute-force limits are in brute-force.test.ts (they
// need low limits; this file keeps the helper's high ones so that it can log in 60 times for the timing check).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { performance } from 'node:perf_hooks';
import { mock, test } from 'node:test';
import { SignJWT } from 'jose';
import { setPasswordCost } from '../../src/lib/passwords.js';
import { sha256, signJwt } from '../../src/lib/tokens.js';
import {
  bearerOf,
  changeEmail,
  login,
  outbox,
  setupTestApp,
  signedIn,
  signup,
  uniqueEmail,
  resetTokenFor,
} from '../helper.js';

const ctx = setupTestApp();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const profile = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/user-profile',
    headers: authorization ? { authorization } : {},
  });
let attacks = 0;

test('forged, expired and misused tokens all get 401 on an authenticated route', async () => {
  const { user, session } = await signedIn(ctx.app);
  const victim = await signup(ctx.app);
  const key = ctx.app.jwtKey;
  const now = Math.floor(Date.now() / 1000);
  const access = session.accessToken.token;
  const [header, payload, signature] = access.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const verifyToken = await signJwt(key, 'verify-email', { email: user.email }, 3600, user.id);
  const forged: Record<string, string> = {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none, upper case': `${b64({ alg: 'NONE' })}.${payload}.`,
    'wrong key': await signJwt(new TextEncoder().encode('x'.repeat(48)), 'access', {}, 900, user.id),
    'tampered payload (another user)': `${header}.${b64({ ...claims, sub: victim.id })}.${signature}`,
    'tampered payload (longer life)': `${header}.${b64({ ...claims, exp: now + 10 ** 8 })}.${signature}`,
    'signature stripped': `${header}.${payload}.`,
    'signature of another token': `${header}.${payload}.${(await signJwt(key, 'access', {}, 900, victim.id)).split('.')[2]}`,
    expired: await signJwt(key, 'access', {}, -10, user.id),
    'not yet valid (iat/nbf in the future)': await new SignJWT({ purpose: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('immo237')
      .setSubject(user.id)
      .setNotBefore(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(key),
    'HS512 with the right key': await new SignJWT({ purpose: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('immo237')
      .setSubject(user.id)
      .setExpirationTime(now + 900)
      .sign(key),
    'another issuer': await new SignJWT({ purpose: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('evil')
      .setSubject(user.id)
      .setExpirationTime(now + 900)
      .sign(key),
    'no purpose': await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('immo237')
      .setSubject(user.id)
      .setExpirationTime(now + 900)
      .sign(key),
    'no subject': await signJwt(key, 'access', {}, 900),
    'subject of no user': await signJwt(key, 'access', {}, 900, '00000000-0000-4000-8000-000000000000'),
    'refresh token used as an access token': session.refreshToken.token,
    'verify-email token used as an access token': verifyToken,
    'kid/jku header injection': `${b64({ alg: 'HS256', kid: '../../../dev/null', jku: 'https://evil.example/jwks' })}.${payload}.${signature}`,
    garbage: 'a.b.c',
  };
  const schemes: string[] = [];
  for (const [name, token] of Object.entries(forged)) {
    const res = await profile(`Bearer ${token}`);
    attacks++;
    assert.equal(res.statusCode, 401, `${name}: ${res.body}`);
    assert.equal(res.json().statusCode, 'UNAUTHORIZED', name);
    schemes.push(name);
  }
  for (const header of [`Basic ${access}`, `Token ${access}`, access, `Bearer  ${access}x`, 'Bearer ']) {
    const res = await profile(header);
    attacks++;
    assert.equal(res.statusCode, 401, header.slice(0, 20));
  }
  // A disabled account's still-valid token stops working at once.
  await ctx.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [victim.id]);
  const disabled = await profile(`Bearer ${await signJwt(key, 'access', {}, 900, victim.id)}`);
  attacks++;
  assert.equal(disabled.statusCode, 401);
  // The genuine token still works (the checks above are not just "everything is refused").
  assert.equal((await profile(`Bearer ${access}`)).statusCode, 200);
  // A forged token cannot write either.
  const write = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/update-profile',
    headers: { authorization: `Bearer ${forged['tampered payload (another user)']}` },
    payload: { firstname: 'Pirate' },
  });
  attacks++;
  assert.equal(write.statusCode, 401);
  assert.equal(schemes.length, Object.keys(forged).length);
});

test('a reused rotated refresh token revokes its whole family', async () => {
  const user = await signup(ctx.app);
  const first = await login(ctx.app, user.email);
  const other = await login(ctx.app, user.email); // another device: another family, untouched
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken: token } });
  const rotated = await refresh(first.refreshToken.token);
  assert.equal(rotated.statusCode, 200);
  const second = rotated.json().data.refreshToken.token as string;
  const replay = await refresh(first.refreshToken.token);
  attacks++;
  assert.equal(replay.statusCode, 401);
  assert.equal(replay.json().statusCode, 'INVALID_TOKEN');
  const afterReplay = await refresh(second);
  assert.equal(afterReplay.statusCode, 401, 'the legitimate holder of the family is signed out too');
  assert.equal((await refresh(other.refreshToken.token)).statusCode, 200, 'other families live on');
  const expiredToken = 'e'.repeat(43);
  await ctx.db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
     VALUES (gen_random_uuid(), $1, gen_random_uuid(), $2, now() - interval '1 second')`,
    [user.id, sha256(expiredToken)],
  );
  const expired = await refresh(expiredToken);
  attacks++;
  assert.equal(expired.statusCode, 401);
  assert.equal(expired.json().statusCode, 'EXPIRED_TOKEN');
  const row = await ctx.db.one<{ used_at: Date | null }>(
    'SELECT used_at FROM refresh_tokens WHERE token_hash = $1',
    [sha256(expiredToken)],
  );
  assert.equal(row?.used_at, null, 'the refusal left the expired token as it was');
});

test('unknown e-mail and wrong password: same status, same body, median timings within 10 ms', async () => {
  // A cost where one scrypt takes tens of milliseconds, so that skipping it on either path would show. The dummy
  // hash is derived on the first unknown e-mail, after this (no earlier test of this file logs in unknown e-mails).
  setPasswordCost(2 ** 13);
  try {
    const user = await signup(ctx.app);
    const attempt = async (email: string) => {
      const t0 = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'Mauvais-mot-2-passe' },
      });
      return { ms: performance.now() - t0, status: res.statusCode, body: res.body };
    };
    const unknown = () => attempt(uniqueEmail('nobody'));
    const wrong = () => attempt(user.email);
    for (let i = 0; i < 5; i++) {
      await unknown(); // warm-up (the first unknown e-mail also derives the dummy hash)
      await wrong();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const reference = { status: 401, body: '' };
    // The machine is shared: a round that drifts by more than 10 ms is measured again, at most three rounds.
    let gap = Infinity;
    for (let round = 1; round <= 3 && gap > 10; round++) {
      const times: { unknown: number[]; wrong: number[] } = { unknown: [], wrong: [] };
      for (let i = 0; i < 30; i++) {
        // Interleaved, alternating which goes first, so that load drift hits both sides alike.
        const early = i % 2 ? await unknown() : undefined;
        const w = await wrong();
        const u = early ?? (await unknown());
        attacks += 2;
        reference.body ||= u.body;
        assert.deepEqual({ status: u.status, body: u.body }, reference);
        assert.deepEqual({ status: w.status, body: w.body }, reference);
        times.unknown.push(u.ms);
        times.wrong.push(w.ms);
      }
      const [mu, mw] = [median(times.unknown), median(times.wrong)];
      gap = Math.abs(mu - mw);
      console.log(
        `# login timing, round ${round}: unknown e-mail median ${mu.toFixed(1)} ms, wrong password ${mw.toFixed(1)} ms`,
      );
    }
    assert.ok(gap <= 10, `medians differ by ${gap.toFixed(1)} ms`);
    assert.equal(JSON.parse(reference.body).statusCode, 'PASSWORDS_MISMATCH');
  } finally {
    setPasswordCost(2 ** 12);
  }
});

test('a password-reset link works once and expires', async () => {
  const user = await signup(ctx.app);
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  assert.equal((await post('/api/v1/auth/forgot-password', { email: user.email })).statusCode, 200);
  const token = await resetTokenFor(ctx, user.email);
  assert.ok(token, 'reset link in the outbox');
  const first = await post('/api/v1/auth/reset-password', { token, password: 'Nouveau-mdp-1' });
  assert.equal(first.statusCode, 200);
  const again = await post('/api/v1/auth/reset-password', { token, password: 'Encore-autre-2' });
  attacks++;
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().statusCode, 'INVALID_TOKEN');
  await login(ctx.app, user.email, 'Nouveau-mdp-1'); // the second use changed nothing

  const stale = 's'.repeat(43);
  await ctx.db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() - interval '1 second')`,
    [sha256(stale), user.id],
  );
  const expired = await post('/api/v1/auth/reset-password', { token: stale, password: 'Expire-mdp-3' });
  attacks++;
  assert.equal(expired.statusCode, 400);
  assert.equal(expired.json().statusCode, 'EXPIRED_TOKEN');
  await login(ctx.app, user.email, 'Nouveau-mdp-1');
  const forged = await post('/api/v1/auth/reset-password', {
    token: 'f'.repeat(43),
    password: 'Forge-mdp-4',
  });
  attacks++;
  assert.equal(forged.json().statusCode, 'INVALID_TOKEN');
});

test('a verification link expires, is bound to its address and is idempotent (never re-verifies later)', async () => {
  const key = ctx.app.jwtKey;
  const user = await signup(ctx.app);
  const verify = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/auth/auth/verify-email/${token}` });
  const verifiedAt = async () =>
    (
      await ctx.db.one<{ v: Date | null }>('SELECT email_verified_at AS v FROM users WHERE id = $1', [
        user.id,
      ])
    )?.v ?? null;

  const expired = await verify(await signJwt(key, 'verify-email', { email: user.email }, -10));
  attacks++;
  assert.equal(expired.json().statusCode, 'EXPIRED_TOKEN');
  assert.equal(await verifiedAt(), null);

  const token = await signJwt(key, 'verify-email', { email: user.email }, 3600);
  assert.equal((await verify(token)).statusCode, 200);
  const first = await verifiedAt();
  assert.ok(first);
  // A second use changes nothing: the first verification date stays (see README, "Security suites").
  const second = await verify(token);
  attacks++;
  assert.equal(second.statusCode, 200);
  assert.deepEqual(await verifiedAt(), first);

  // After a change of address, the old link does not verify the new address.
  const session = await login(ctx.app, user.email);
  const newEmail = uniqueEmail('moved');
  const patch = await changeEmail(ctx.app, bearerOf(session), newEmail);
  assert.equal(patch.statusCode, 200);
  assert.equal(await verifiedAt(), null);
  const replay = await verify(token);
  attacks++;
  assert.equal(replay.statusCode, 404);
  assert.equal(await verifiedAt(), null, 'the old link did not verify the new address');
  // Tokens with the wrong purpose are refused.
  const access = await signJwt(key, 'access', { email: newEmail }, 900, user.id);
  const wrongPurpose = await verify(access);
  attacks++;
  assert.equal(wrongPurpose.json().statusCode, 'INVALID_TOKEN');
});

test('the API reads tokens from the Authorization header only: a valid token in a cookie signs nobody in (no CSRF)', async () => {
  const { session, auth } = await signedIn(ctx.app);
  const token = session.accessToken.token;
  const half = Math.ceil(token.length / 2);
  // What a browser would attach by itself: the web app's cookies (half a token) or a whole token under any name.
  for (const cookie of [
    `immo237_at=${encodeURIComponent(token.slice(half))}`,
    `immo237_at=${token}`,
    `access_token=${token}; token=${token}; authorization=Bearer%20${token}`,
  ]) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/user-profile',
      headers: { cookie },
    });
    assert.equal(res.statusCode, 401, cookie.slice(0, 20));
  }
  assert.equal(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/user-profile', headers: auth })).statusCode,
    200,
  );
});

test('a reset with a made-up or used link is refused before the new password is hashed', async () => {
  const user = await signup(ctx.app);
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  await post('/api/v1/auth/forgot-password', { email: user.email });
  const token = await resetTokenFor(ctx, user.email);
  assert.ok(token, 'reset link in the outbox');
  // Every scrypt derivation of lib/passwords.ts goes through node:crypto's scrypt: counted here.
  const scrypt = mock.method(crypto, 'scrypt');
  syncBuiltinESMExports();
  try {
    for (const made of ['x'.repeat(43), 'y'.repeat(20)]) {
      const refused = await post('/api/v1/auth/reset-password', { token: made, password: 'Nouveau-mdp-1' });
      attacks++;
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().statusCode, 'INVALID_TOKEN');
    }
    assert.equal(scrypt.mock.callCount(), 0, 'no hash for a link that does not exist');
    assert.equal(
      (await post('/api/v1/auth/reset-password', { token, password: 'Nouveau-mdp-1' })).statusCode,
      200,
    );
    assert.equal(scrypt.mock.callCount(), 1, 'one hash for the real link');
    const reused = await post('/api/v1/auth/reset-password', { token, password: 'Encore-autre-2' });
    attacks++;
    assert.equal(reused.json().statusCode, 'INVALID_TOKEN');
    assert.equal(scrypt.mock.callCount(), 1, 'no hash for a used link');
  } finally {
    scrypt.mock.restore();
    syncBuiltinESMExports();
  }
  await login(ctx.app, user.email, 'Nouveau-mdp-1');
});

test('resending the verification mail: same status, same body and close median timings for an unknown, a verified and a waiting address', async () => {
  const waiting = await signup(ctx.app);
  const verified = await signup(ctx.app);
  await ctx.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [verified.id]);
  const mails = (email: string) => outbox(ctx.dataDir).filter((m) => m.includes(email)).length;
  const [waitingBefore, verifiedBefore] = [mails(waiting.email), mails(verified.email)];
  const resend = async (email: string) => {
    // The mail of the previous request is finished first, so that it weighs on no measure.
    await ctx.app.background.settled();
    const t0 = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification-email',
      payload: { email },
    });
    return { ms: performance.now() - t0, status: res.statusCode, body: res.body };
  };
  const cases = {
    unknown: () => resend(uniqueEmail('nobody')),
    verified: () => resend(verified.email),
    waiting: () => resend(waiting.email),
  };
  const names = Object.keys(cases) as (keyof typeof cases)[];
  for (const name of names) await cases[name](); // warm-up
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  const reference = { status: 200, body: JSON.stringify({ statusCode: 'SUCCESS', data: null }) };
  let gap = Infinity;
  for (let round = 1; round <= 3 && gap > 5; round++) {
    const times: Record<keyof typeof cases, number[]> = { unknown: [], verified: [], waiting: [] };
    for (let i = 0; i < 20; i++) {
      // Each round in another order, so that load drift hits every case alike.
      for (const name of [...names.slice(i % 3), ...names.slice(0, i % 3)]) {
        const answer = await cases[name]();
        attacks++;
        assert.deepEqual({ status: answer.status, body: answer.body }, reference, name);
        times[name].push(answer.ms);
      }
    }
    const medians = names.map((name) => median(times[name]));
    gap = Math.max(...medians) - Math.min(...medians);
    console.log(
      `# resend timing, round ${round}: ${names.map((n, i) => `${n} ${medians[i]?.toFixed(1)} ms`).join(', ')}`,
    );
  }
  assert.ok(gap <= 5, `medians differ by ${gap.toFixed(1)} ms`);
  await ctx.app.background.settled();
  assert.ok(mails(waiting.email) > waitingBefore, 'the waiting address got its mails');
  assert.equal(mails(verified.email), verifiedBefore, 'a verified address gets none');
});

test('attack count', () => {
  console.log(`# auth attacks: ${attacks} forged or replayed requests, all refused`);
  assert.ok(attacks >= 90, `${attacks} attacks`);
});
