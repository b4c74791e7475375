// Reports and roles. A listing reported by three distinct reporters (accounts, or visitors
// by address) leaves search, lists and details until an administrator decides; its owner is told and still sees it,
// marked, in 'Mes biens'. ADMIN_EMAILS and `admin:grant` make administrators; nothing else does.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { main as adminGrant } from '../../src/cli/admin-grant.js';
import { openPglite } from '../../src/lib/db.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { insertUser } from '../../src/repositories/users.js';
import {
  adminAuth,
  bearerOf,
  changeEmail,
  confirmEmail,
  createListing,
  isPublic,
  login,
  outbox,
  setupTestApp,
  signedIn,
  signup,
  TEST_RATE_LIMITS,
  uniqueEmail,
} from '../helper.js';

const ADMIN = uniqueEmail('chef');
const UNCONFIRMED_ADMIN = uniqueEmail('chef-pas-confirme');
const MOVED_ADMIN = uniqueEmail('chef-demenage');
const MODERATOR = uniqueEmail('moderateur');
const ctx = setupTestApp({
  rateLimits: { ...TEST_RATE_LIMITS, reportsPerHour: 4 },
  adminEmails: [ADMIN, UNCONFIRMED_ADMIN, MOVED_ADMIN, MODERATOR].map((email) => email.toLowerCase()),
});

async function listing(name: string) {
  const owner = await signedIn(ctx.app);
  const made = await createListing(ctx.app, owner.auth, {
    name,
    category: 'Villa',
    price: 85_000_000,
    is_for_sale: true,
    city: 'Kribi',
  });
  return { owner, id: made.id, slug: made.slug };
}

const report = (id: string, from: { address?: string; auth?: Record<string, string> }, reason = 'scam') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/report`,
    remoteAddress: from.address ?? '203.0.113.250',
    headers: from.auth ?? {},
    payload: { reason, comment: 'On m’a demandé de l’argent avant la visite.' },
  });

const details = (slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` });
const searchIds = async (query: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products/public/search?query=${encodeURIComponent(query)}`,
    })
  )
    .json()
    .data.map((item: { id: string }) => item.id) as string[];

/** A member whose address is confirmed and whose account is `days` old: their reports count. */
async function seasonedMember(days = 8) {
  const member = await signedIn(ctx.app);
  await ctx.db.query(
    `UPDATE users SET email_verified_at = now(), created_at = now() - make_interval(days => $2) WHERE id = $1`,
    [member.user.id, days],
  );
  return member;
}

test('three distinct reporters hold a listing for review; a repeat counts once', async () => {
  const villa = await listing('Villa des signalements à Kribi');
  assert.equal((await report(villa.id, { address: '198.51.100.1' })).statusCode, 201);
  // The same visitor again, another reason: still one reporter.
  assert.equal((await report(villa.id, { address: '198.51.100.1' }, 'duplicate')).statusCode, 201);
  // A signed-in reporter counts by account, whatever the address.
  const member = await seasonedMember();
  assert.equal(
    (await report(villa.id, { address: '198.51.100.1', auth: member.auth }, 'other')).statusCode,
    201,
  );
  assert.equal((await details(villa.slug)).statusCode, 200, 'two reporters: still public');
  assert.deepEqual(await searchIds('signalements'), [villa.id]);

  assert.equal((await report(villa.id, { address: '203.0.113.2' }, 'misleading')).statusCode, 201);
  assert.equal((await details(villa.slug)).statusCode, 404);
  assert.deepEqual(await searchIds('signalements'), []);
  // Its owner still sees it, marked; and is told by e-mail.
  const mine = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/products/mine',
    headers: villa.owner.auth,
  });
  const held = mine.json().data.find((item: { id: string }) => item.id === villa.id);
  assert.equal(held.moderation, 'UNDER_REVIEW');
  await ctx.app.background.settled();
  const mail = outbox(ctx.dataDir).find(
    (m) => m.includes(villa.owner.user.email) && m.includes('Villa des signalements'),
  );
  assert.ok(mail, 'the owner is told');
  assert.match(mail, /En cours de v=C3=A9rification|En cours de vérification/);
  // A held listing cannot be reported (nor favourited) any more.
  assert.equal((await report(villa.id, { address: '198.51.100.3' })).statusCode, 404);
  const favourite = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/user/favourites/${villa.id}`,
    headers: member.auth,
  });
  assert.equal(favourite.statusCode, 404);
});

const openReportsOf = async (id: string) => {
  const admin = await adminAuth(ctx.app, MODERATOR);
  const queue = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reports', headers: admin });
  assert.equal(queue.statusCode, 200, queue.body);
  return (queue.json().data as { product: { id: string }; reporters: number }[]).find(
    (row) => row.product.id === id,
  )?.reporters;
};

test('accounts made minutes ago, or with an unconfirmed address, do not take a listing off; their reports reach the moderators', async () => {
  const house = await listing('Maison des comptes frais à Kribi');
  // Three accounts made for the purpose, addresses confirmed, and three older ones never confirmed.
  const fresh = await Promise.all([signedIn(ctx.app), signedIn(ctx.app), signedIn(ctx.app)]);
  for (const member of fresh) await confirmEmail(ctx.app, member.user.email);
  const unconfirmed = await Promise.all([signedIn(ctx.app), signedIn(ctx.app), signedIn(ctx.app)]);
  await ctx.db.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = ANY($1::uuid[])`, [
    unconfirmed.map((member) => member.user.id),
  ]);
  // Six days old is still too young (7 by default).
  const almost = await seasonedMember(6);
  for (const [i, member] of [...fresh, ...unconfirmed, almost].entries())
    assert.equal((await report(house.id, { address: `100.64.${i}.1`, auth: member.auth })).statusCode, 201);
  assert.equal(await isPublic(ctx.app, house.slug), true, 'seven reports that do not count: still public');
  assert.equal(await openReportsOf(house.id), 7, 'every report is in the moderators’ queue');
  // Accounts old enough with a confirmed address do count.
  for (const [i, member] of [
    await seasonedMember(7),
    await seasonedMember(),
    await seasonedMember(),
  ].entries()) {
    assert.equal(await isPublic(ctx.app, house.slug), true);
    assert.equal((await report(house.id, { address: `100.65.${i}.1`, auth: member.auth })).statusCode, 201);
  }
  assert.equal(await isPublic(ctx.app, house.slug), false, 'three reporters that count: held for review');
  // The owner is told, in French, that the listing is under review.
  await ctx.app.background.settled();
  const mail = outbox(ctx.dataDir).find(
    (m) => m.includes(house.owner.user.email) && m.includes('Maison des comptes frais'),
  );
  assert.ok(mail, 'the owner is told');
  assert.match(mail, /Plusieurs visiteurs ont signalé votre annonce/);
  assert.match(mail, /Elle n’apparaît plus sur le site le temps que notre équipe la vérifie/);
});

test('visitors without an account count once per network: a /24 in IPv4, a /64 in IPv6', async () => {
  const flat = await listing('Studio des réseaux à Kribi');
  for (const address of ['198.18.7.1', '198.18.7.2', '198.18.7.254', '::ffff:198.18.7.9'])
    assert.equal((await report(flat.id, { address })).statusCode, 201);
  for (const address of ['2001:db8:7:7::1', '2001:db8:7:7:ffff::2'])
    assert.equal((await report(flat.id, { address })).statusCode, 201);
  assert.equal(await isPublic(ctx.app, flat.slug), true, 'two networks: still public');
  assert.equal(await openReportsOf(flat.id), 6, 'each address’s report is in the queue');
  assert.equal((await report(flat.id, { address: '2001:db8:7:8::1' })).statusCode, 201);
  assert.equal(await isPublic(ctx.app, flat.slug), false, 'a third network: held for review');
});

test('a report needs a known reason and an existing listing; visitors are limited per address', async () => {
  const flat = await listing('Appartement limité à Kribi');
  const bad = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${flat.id}/report`,
    remoteAddress: '192.0.2.10',
    payload: { reason: 'pas-une-raison' },
  });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().statusCode, 'VALIDATION_ERROR');
  const missing = await report('00000000-0000-4000-8000-000000000000', { address: '192.0.2.11' });
  assert.equal(missing.statusCode, 404);
  for (let i = 0; i < 4; i += 1) await report(flat.id, { address: '192.0.2.12' });
  const limited = await report(flat.id, { address: '192.0.2.12' });
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().statusCode, 'TOO_MANY_REQUESTS');
});

test('signup makes a USER; ADMIN_EMAILS makes an administrator when the account signs in', async () => {
  const forged = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      email: uniqueEmail(),
      password: 'Motdepasse1',
      firstName: 'Eve',
      lastName: 'Pirate',
      role: 'ADMIN',
    },
  });
  assert.equal(forged.statusCode, 400);
  const user = await signup(ctx.app);
  assert.equal((await login(ctx.app, user.email)).role, 'USER');
  await signup(ctx.app, ADMIN);
  await confirmEmail(ctx.app, ADMIN);
  assert.equal((await login(ctx.app, ADMIN)).role, 'ADMIN');
  const profile = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/user-profile',
    headers: bearerOf(await login(ctx.app, ADMIN)),
  });
  assert.equal(profile.json().data.role, 'ADMIN');
});

const roleOf = async (email: string) => (await login(ctx.app, email)).role;

test('ADMIN_EMAILS makes no administrator of an address nobody confirmed, nor of one changed to it', async () => {
  // Anyone may sign up with an address of ADMIN_EMAILS: until its owner opens the link, it is a member.
  await signup(ctx.app, UNCONFIRMED_ADMIN);
  assert.equal(await roleOf(UNCONFIRMED_ADMIN), 'USER');
  assert.equal(await roleOf(UNCONFIRMED_ADMIN), 'USER', 'a second sign-in does not either');
  // A confirmed account that changes its address to one of ADMIN_EMAILS: the new address is unconfirmed.
  const mover = await signedIn(ctx.app);
  await confirmEmail(ctx.app, mover.user.email);
  const moved = await changeEmail(ctx.app, mover.auth, MOVED_ADMIN);
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal(moved.json().data.emailVerified, false);
  assert.equal(await roleOf(MOVED_ADMIN), 'USER');
  const admin = bearerOf(await login(ctx.app, MOVED_ADMIN));
  const area = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: admin });
  assert.equal(area.statusCode, 403);
  // Once the owner of the address opens its link, the next sign-in makes the administrator.
  await confirmEmail(ctx.app, UNCONFIRMED_ADMIN);
  assert.equal(await roleOf(UNCONFIRMED_ADMIN), 'ADMIN');
});

test('admin:grant makes an existing account an administrator, and says when there is none', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-grant-'));
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
  };
  try {
    assert.equal(await adminGrant([], env), 2);
    assert.equal(await adminGrant(['awa@example.cm'], env), 1);
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await insertUser(db, {
      email: 'Awa@Example.cm',
      passwordHash: await hashPassword('Motdepasse1'),
      firstName: 'Awa',
      lastName: 'Admin',
      pseudo: 'awa-admin',
    });
    await db.close();
    assert.equal(await adminGrant(['awa@example.cm'], env), 0);
    const check = await openPglite(path.join(dataDir, 'pglite'));
    const [row] = await check.query<{ role: string }>('SELECT role FROM users');
    await check.close();
    assert.equal(row?.role, 'ADMIN');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
