// The writes a signed-in account can repeat (listings, favourites, profile) have per-account
// budgets, refresh and logout per-address and per-account ones: past them 429 TOO_MANY_REQUESTS with Retry-After,
// while another account (or address) is not held back. Low budgets here.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  adminAuth,
  createListing,
  setupTestApp,
  signedIn,
  TEST_RATE_LIMITS,
  uniqueEmail,
} from '../helper.js';

const ADMINS = [uniqueEmail('admin-a'), uniqueEmail('admin-b')];
const ctx = setupTestApp({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    userWrites: { listings: 2, favourites: 3, profile: 2, admin: 2 },
    sessions: 2,
  },
  adminEmails: ADMINS.map((email) => email.toLowerCase()),
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

test('refresh and logout: a budget per account (the refresh token’s owner), whatever the address; another account is unaffected', async () => {
  const [a, b, c, d] = [
    await signedIn(ctx.app),
    await signedIn(ctx.app),
    await signedIn(ctx.app),
    await signedIn(ctx.app),
  ];
  const call = (url: string, refreshToken: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress, payload: { refreshToken } });
  // Refreshes of one account, each from a new address (the per-address budget alone would never stop them), each
  // with the token the previous one returned.
  let token = a.session.refreshToken.token;
  for (const ip of ['203.0.113.1', '203.0.113.2']) {
    const res = await call('/api/v1/auth/refresh', token, ip);
    assert.equal(res.statusCode, 200);
    token = res.json().data.refreshToken.token as string;
  }
  refused(await call('/api/v1/auth/refresh', token, '203.0.113.3'));
  // Another account refreshes from the very address that was refused.
  assert.equal(
    (await call('/api/v1/auth/refresh', b.session.refreshToken.token, '203.0.113.3')).statusCode,
    200,
  );

  // Logout (it ends every session of the token's account; its token still names the account afterwards).
  for (const ip of ['203.0.113.4', '203.0.113.5'])
    assert.equal((await call('/api/v1/auth/logout', c.session.refreshToken.token, ip)).statusCode, 200);
  refused(await call('/api/v1/auth/logout', c.session.refreshToken.token, '203.0.113.6'));
  assert.equal(
    (await call('/api/v1/auth/logout', d.session.refreshToken.token, '203.0.113.6')).statusCode,
    200,
  );
});

test('listing update (PUT) takes from the listings budget: 429 past it, for update and create alike', async () => {
  const [owner, other] = [await signedIn(ctx.app), await signedIn(ctx.app)];
  const listing = await createListing(ctx.app, owner.auth);
  const update = (auth: Record<string, string>, id: string, name: string) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/products/${id}`, headers: auth, payload: { name } });
  assert.equal((await update(owner.auth, listing.id, 'Maison rénovée')).statusCode, 200);
  refused(await update(owner.auth, listing.id, 'Encore une fois'));
  const form = { ...owner.auth, 'content-type': 'multipart/form-data; boundary=x' };
  refused(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: form,
      payload: '--x--\r\n',
    }),
  );
  assert.equal(
    (await update(other.auth, randomUUID(), 'Autre')).statusCode,
    404,
    'another account keeps its budget',
  );
});

test('agent profile and verification request take from the profile budget: 429 past it', async () => {
  const me = await signedIn(ctx.app);
  const agentProfile = (method: 'PUT' | 'PATCH' | 'DELETE') =>
    ctx.app.inject({
      method,
      url: '/api/v1/user/agent-profile',
      headers: me.auth,
      ...(method === 'DELETE'
        ? {}
        : {
            payload: {
              specialty: 'furnished',
              cities: ['Douala'],
              languages: ['fr'],
              experience: 4,
              presentation: 'Meublés à Bonamoussadi.',
              showPhone: false,
              photo: '',
            },
          }),
    });
  const verification = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/verification',
      headers: { ...me.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
  assert.equal((await agentProfile('PUT')).statusCode, 201);
  assert.equal((await verification()).statusCode, 400, 'no document: refused by its own check, and counted');
  refused(await agentProfile('PATCH'));
  refused(await agentProfile('DELETE'));
  refused(await verification());
});

test('admin decisions: a budget per administrator, counted after the role check', async () => {
  const [a, b] = [await adminAuth(ctx.app, ADMINS[0]!), await adminAuth(ctx.app, ADMINS[1]!)];
  const member = await signedIn(ctx.app);
  const handled = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/admin/messages/${randomUUID()}/handled`, headers: auth });
  const disable = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${randomUUID()}/disable`, headers: auth });
  assert.equal((await handled(a)).statusCode, 404);
  assert.equal((await disable(a)).statusCode, 404);
  refused(await handled(a));
  refused(
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/listings/${randomUUID()}`, headers: a }),
  );
  assert.equal((await handled(b)).statusCode, 404, 'another administrator keeps their budget');
  // A member is refused by the role check first, however often they try: no budget of theirs is spent.
  for (let i = 0; i < 3; i += 1) assert.equal((await handled(member.auth)).statusCode, 403);
});
