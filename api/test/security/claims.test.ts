// Claims of docs/SECURITY.md that no other suite pinned down. What a session is made of (HS256
// access tokens of 15 minutes; refresh tokens of 256 random bits of which only the SHA-256 is stored), opaque ids,
// NUL and lone surrogates refused wherever a request carries text, and an administrator who cannot disable their
// own account.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sha256 } from '../../src/lib/tokens.js';
import {
  confirmEmail,
  createListing,
  login,
  setupTestApp,
  signedIn,
  signup,
  uniqueEmail,
} from '../helper.js';

const ADMIN = uniqueEmail('claims-admin');
const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()] });
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('an access token is an HS256 JWT of 15 minutes; a refresh token is 256 random bits stored as its SHA-256', async () => {
  const user = await signup(ctx.app);
  const session = await login(ctx.app, user.email);
  const access = session.accessToken.token;
  assert.equal(decodeProtectedHeader(access).alg, 'HS256');
  const claims = decodeJwt(access);
  assert.equal(claims.purpose, 'access');
  assert.equal(claims.sub, user.id);
  assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 15 * 60);

  const refresh = session.refreshToken.token;
  assert.equal(Buffer.from(refresh, 'base64url').length, 32, 'a refresh token carries 256 bits');
  assert.notEqual(refresh, (await login(ctx.app, user.email)).refreshToken.token);
  const rows = await ctx.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
    [user.id],
  );
  assert.ok(
    rows.some((row) => row.token_hash === sha256(refresh)),
    'its SHA-256 is stored',
  );
  const stored = JSON.stringify(
    await ctx.db.query('SELECT * FROM refresh_tokens WHERE user_id = $1', [user.id]),
  );
  assert.ok(!stored.includes(refresh), 'the token itself is stored nowhere');
});

test('accounts and listings are named by random UUIDs, never by a counter', async () => {
  const { user, auth } = await signedIn(ctx.app);
  const other = await signup(ctx.app);
  const first = await createListing(ctx.app, auth);
  const second = await createListing(ctx.app, auth, { name: 'Maison à Bonapriso' });
  for (const id of [user.id, other.id, first.id, second.id]) assert.match(id, UUID_V4);
});

test('NUL and lone surrogates are refused with a 400 in the body, the query and the path', async () => {
  const { auth } = await signedIn(ctx.app);
  const requests = [
    // A JSON body can carry a lone surrogate (as a \ud800 escape); an address only NUL (%00).
    ...['a\u0000b', 'a\ud800b', '\udc00'].map((bad) => ({
      method: 'PATCH' as const,
      url: '/api/v1/user/update-profile',
      headers: auth,
      payload: { bio: bad },
    })),
    { method: 'GET' as const, url: '/api/v1/products/public/search?query=a%00b' },
    { method: 'GET' as const, url: '/api/v1/products/public/details/a%00b' },
  ];
  for (const request of requests) {
    const res = await ctx.app.inject(request);
    assert.equal(res.statusCode, 400, `${request.url} ${JSON.stringify(request)}: ${res.body}`);
    assert.equal(res.json().statusCode, 'VALIDATION_ERROR');
  }
});

test('an administrator cannot disable their own account', async () => {
  const admin = await signup(ctx.app, ADMIN);
  await confirmEmail(ctx.app, ADMIN);
  const session = await login(ctx.app, ADMIN);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${admin.id}/disable`,
    headers: { authorization: `Bearer ${session.accessToken.token}` },
  });
  assert.equal(res.statusCode, 400, res.body);
  const row = await ctx.db.one<{ disabled_at: Date | null }>('SELECT disabled_at FROM users WHERE id = $1', [
    admin.id,
  ]);
  assert.equal(row?.disabled_at, null);
  assert.equal((await login(ctx.app, ADMIN)).id, admin.id, 'the administrator still signs in');
});
