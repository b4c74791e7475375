// The administrators' API. Every call checks the role on the server (403 USER_IS_NOT_ADMIN for a
// member, 401 for a visitor); each action does what 'Masquer', 'Rétablir', 'Classer sans suite', 'Désactiver',
// 'Réactiver', 'Marquer comme traité' say, and leaves a journal entry (who, what, on what, when).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  adminAuth,
  isPublic as isPublicListing,
  createListing,
  login,
  PASSWORD,
  setupTestApp,
  signedIn,
  signup,
  uniqueEmail,
} from '../helper.js';

const ADMIN = uniqueEmail('admin');
const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()], reportsThreshold: 2 });

const asAdmin = () => adminAuth(ctx.app, ADMIN);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers });

const listing = (owner: Awaited<ReturnType<typeof signedIn>>, name: string) =>
  createListing(ctx.app, owner.auth, { name });

const isPublic = (slug: string) => isPublicListing(ctx.app, slug);

const ROUTES: ['GET' | 'POST' | 'DELETE', string][] = [
  ['GET', '/dashboard'],
  ['GET', '/reports'],
  ['GET', '/listings'],
  ['POST', `/listings/${randomUUID()}/hide`],
  ['POST', `/listings/${randomUUID()}/restore`],
  ['POST', `/listings/${randomUUID()}/dismiss`],
  ['DELETE', `/listings/${randomUUID()}`],
  ['GET', '/users'],
  ['POST', `/users/${randomUUID()}/disable`],
  ['POST', `/users/${randomUUID()}/enable`],
  ['GET', '/messages'],
  ['POST', `/messages/${randomUUID()}/handled`],
  ['GET', '/verifications'],
  ['GET', `/verifications/${randomUUID()}/document`],
  ['POST', `/verifications/${randomUUID()}/approve`],
  ['POST', `/verifications/${randomUUID()}/refuse`],
  ['GET', '/journal'],
];

test('every admin call: 401 for a visitor, 403 USER_IS_NOT_ADMIN for a member', async () => {
  const member = await signedIn(ctx.app);
  for (const [method, url] of ROUTES) {
    assert.equal((await call(method, url)).statusCode, 401, `${method} ${url}`);
    const refused = await call(method, url, member.auth);
    assert.equal(refused.statusCode, 403, `${method} ${url}`);
    assert.equal(refused.json().statusCode, 'USER_IS_NOT_ADMIN');
  }
});

test('reports: hide, restore and dismiss, each closing the reports and journaled', async () => {
  const admin = await asAdmin();
  const owner = await signedIn(ctx.app);
  const villa = await listing(owner, 'Maison signalée à Limbé');
  for (const address of ['198.51.100.31', '203.0.113.32'])
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${villa.id}/report`,
      remoteAddress: address,
      payload: { reason: 'scam', comment: `Vu depuis ${address}` },
    });
  assert.equal(await isPublic(villa.slug), false, 'held at two reporters (this file’s threshold)');

  const dashboard = (await call('GET', '/dashboard', admin)).json().data;
  assert.ok(dashboard.openReports >= 1 && dashboard.users >= 2, JSON.stringify(dashboard));
  const reports = (await call('GET', '/reports', admin)).json().data;
  const entry = reports.find((item: { product: { id: string } }) => item.product.id === villa.id);
  assert.equal(entry.reporters, 2);
  assert.deepEqual(entry.reasons, { scam: 2 });
  assert.equal(entry.product.moderation, 'UNDER_REVIEW');
  assert.equal(entry.comments.length, 2);

  assert.equal((await call('POST', `/listings/${villa.id}/restore`, admin)).statusCode, 200);
  assert.equal(await isPublic(villa.slug), true, 'restored');
  assert.ok(
    !(await call('GET', '/reports', admin))
      .json()
      .data.some((item: { product: { id: string } }) => item.product.id === villa.id),
    'its reports are closed',
  );
  assert.equal((await call('POST', `/listings/${villa.id}/hide`, admin)).statusCode, 200);
  assert.equal(await isPublic(villa.slug), false, 'hidden for good');
  const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine', headers: owner.auth });
  assert.equal(mine.json().data[0].moderation, 'HIDDEN');
  assert.equal((await call('POST', `/listings/${randomUUID()}/hide`, admin)).statusCode, 404);

  const journal = (await call('GET', '/journal', admin)).json().data;
  const entries = journal.filter((item: { targetId: string }) => item.targetId === villa.id);
  assert.deepEqual(
    entries.map((item: { action: string; detail: string }) => [item.action, item.detail]),
    [
      ['listing.hide', 'Maison signalée à Limbé'],
      ['listing.restore', 'Maison signalée à Limbé'],
    ],
  );
  for (const item of entries) {
    assert.equal(item.admin.toLowerCase(), ADMIN.toLowerCase());
    assert.ok(Date.parse(item.at) > Date.now() - 60_000);
  }
});

test('users: a disabled account cannot sign in, loses its sessions and its listings; reactivated, all come back', async () => {
  const admin = await asAdmin();
  const owner = await signedIn(ctx.app);
  const house = await listing(owner, 'Maison du compte désactivé');
  const found = (await call('GET', `/users?query=${encodeURIComponent(owner.user.email)}`, admin)).json();
  assert.equal(found.meta.total, 1);
  assert.equal(found.data[0].listings, 1);

  assert.equal((await call('POST', `/users/${owner.user.id}/disable`, admin)).statusCode, 200);
  const profile = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/user-profile',
    headers: owner.auth,
  });
  assert.equal(profile.statusCode, 401, 'the session ended at once');
  const again = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: owner.user.email, password: PASSWORD },
  });
  assert.equal(again.statusCode, 403);
  assert.equal(again.json().statusCode, 'USER_DISABLED_BY_ADMIN');
  assert.equal(await isPublic(house.slug), false, 'its listings left the public pages');
  const listed = (await call('GET', `/listings?query=${encodeURIComponent('désactivé')}`, admin)).json().data;
  assert.equal(listed[0].ownerDisabled, true);

  assert.equal((await call('POST', `/users/${owner.user.id}/enable`, admin)).statusCode, 200);
  assert.equal(await isPublic(house.slug), true);
  await login(ctx.app, owner.user.email);
  // An administrator cannot lock themselves out.
  const me = (await call('GET', `/users?query=${encodeURIComponent(ADMIN)}`, admin)).json().data[0];
  assert.equal((await call('POST', `/users/${me.id}/disable`, admin)).statusCode, 400);
});

test('users: the list says which accounts are verified, and stops saying it once the verification is revoked', async () => {
  const admin = await asAdmin();
  const member = await signedIn(ctx.app);
  const verifiedOf = async () =>
    (await call('GET', `/users?query=${encodeURIComponent(member.user.email)}`, admin)).json().data[0]
      .verified as boolean;
  assert.equal(await verifiedOf(), false);
  await ctx.db.query('UPDATE users SET verified_at = now() WHERE id = $1', [member.user.id]);
  assert.equal(await verifiedOf(), true);
  const revoked = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${member.user.id}/revoke-verification`,
    headers: admin,
    payload: { reason: 'Pièce d’identité falsifiée.' },
  });
  assert.equal(revoked.statusCode, 200, revoked.body);
  assert.equal(await verifiedOf(), false);
});

test('messages to the team, newest first, marked handled; a listing deleted with its journal entry', async () => {
  const admin = await asAdmin();
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: { name: 'Awa', email: 'awa@example.cm', subject: 'question', message: 'Bonjour l’équipe' },
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const messages = (await call('GET', '/messages', admin)).json();
  const message = messages.data[0];
  assert.equal(message.body, 'Bonjour l’équipe');
  assert.equal(message.handled, false);
  const before = (await call('GET', '/dashboard', admin)).json().data.unhandledMessages;
  assert.equal((await call('POST', `/messages/${message.id}/handled`, admin)).statusCode, 200);
  assert.equal((await call('GET', '/messages', admin)).json().data[0].handled, true);
  assert.equal((await call('GET', '/dashboard', admin)).json().data.unhandledMessages, before - 1);

  const owner = await signedIn(ctx.app);
  const doomed = await listing(owner, 'Annonce à supprimer');
  assert.equal((await call('DELETE', `/listings/${doomed.id}`, admin)).statusCode, 200);
  assert.equal(await isPublic(doomed.slug), false);
  const journal = (await call('GET', '/journal', admin)).json().data;
  assert.equal(journal[0].action, 'listing.delete');
  assert.equal(journal[0].detail, 'Annonce à supprimer');
});

test('a role taken away counts at once: the same session gets 403 on its next call', async () => {
  const email = uniqueEmail('ex-admin');
  const config = ctx.app.config;
  await signup(ctx.app, email);
  const [row] = await ctx.db.query<{ id: string }>(
    'UPDATE users SET role = $2 WHERE email = $1 RETURNING id',
    [email.toLowerCase(), 'ADMIN'],
  );
  assert.ok(row && !(config.adminEmails ?? []).includes(email.toLowerCase()));
  const session = await login(ctx.app, email);
  const auth = { authorization: `Bearer ${session.accessToken.token}` };
  assert.equal((await call('GET', '/dashboard', auth)).statusCode, 200);
  await ctx.db.query('UPDATE users SET role = $2 WHERE id = $1', [row.id, 'USER']);
  const after = await call('GET', '/dashboard', auth);
  assert.equal(after.statusCode, 403);
  assert.equal(after.json().statusCode, 'USER_IS_NOT_ADMIN');
});

test('/api/docs documents the admin answers: their data has its real properties, not {}', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const data = (path: string, method: string) => {
    const schema =
      doc.paths[`/api/v1/admin${path}`]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;
    assert.ok(schema, `${method.toUpperCase()} /admin${path} documents its answer`);
    const found = schema.properties?.data;
    return found?.type === 'array' ? found.items : found;
  };
  assert.ok(data('/dashboard', 'get').properties?.pendingVerifications, 'the dashboard counts');
  assert.ok(data('/reports', 'get').properties?.product?.properties?.moderation, 'a report’s listing');
  const listings =
    doc.paths['/api/v1/admin/listings'].get.responses['200'].content['application/json'].schema;
  for (const field of ['total', 'page', 'limit'])
    assert.ok(listings.properties.meta.properties[field], `admin listings' meta documents ${field}`);
  for (const field of ['ownerEmail', 'ownerDisabled', 'moderation', 'createdAt'])
    assert.ok(data('/listings', 'get').properties?.[field], `admin listings document ${field}`);
  assert.ok(data('/users', 'get').properties?.disabled, 'users document disabled');
  assert.ok(data('/users', 'get').properties?.verified, 'users document verified');
  assert.ok(data('/messages', 'get').properties?.propertyId, 'team messages document propertyId');
  assert.ok(data('/journal', 'get').properties?.targetType, 'the journal documents targetType');
  assert.ok(data('/verifications', 'get').properties?.userId, 'verification requests document userId');
  assert.ok(data('/users/{id}/disable', 'post').properties?.disabled, 'a user’s new state');
  assert.ok(data('/verifications/{id}/refuse', 'post').properties?.status, 'a decision’s status');
  const document = doc.paths['/api/v1/admin/verifications/{id}/document'].get.responses['200'];
  assert.ok(document.content['image/webp'], 'the identity document is documented as image/webp');
});
