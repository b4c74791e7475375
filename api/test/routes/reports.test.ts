// Issue 15, points 3 and 5: reports and roles. A listing reported by three distinct reporters (accounts, or visitors
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
  createListing,
  login,
  outbox,
  setupTestApp,
  signedIn,
  signup,
  TEST_RATE_LIMITS,
  uniqueEmail,
} from '../helper.js';

const ADMIN = uniqueEmail('chef');
const ctx = setupTestApp({
  rateLimits: { ...TEST_RATE_LIMITS, reportsPerHour: 4 },
  adminEmails: [ADMIN.toLowerCase()],
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

test('three distinct reporters hold a listing for review; a repeat counts once', async () => {
  const villa = await listing('Villa des signalements à Kribi');
  assert.equal((await report(villa.id, { address: '198.51.100.1' })).statusCode, 201);
  // The same visitor again, another reason: still one reporter.
  assert.equal((await report(villa.id, { address: '198.51.100.1' }, 'duplicate')).statusCode, 201);
  // A signed-in reporter counts by account, whatever the address.
  const member = await signedIn(ctx.app);
  assert.equal(
    (await report(villa.id, { address: '198.51.100.1', auth: member.auth }, 'other')).statusCode,
    201,
  );
  assert.equal((await details(villa.slug)).statusCode, 200, 'two reporters: still public');
  assert.deepEqual(await searchIds('signalements'), [villa.id]);

  assert.equal((await report(villa.id, { address: '198.51.100.2' }, 'misleading')).statusCode, 201);
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
  assert.equal(((await login(ctx.app, user.email)) as unknown as { role: string }).role, 'USER');
  await signup(ctx.app, ADMIN);
  assert.equal(((await login(ctx.app, ADMIN)) as unknown as { role: string }).role, 'ADMIN');
  const profile = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/user-profile',
    headers: { authorization: `Bearer ${(await login(ctx.app, ADMIN)).accessToken.token}` },
  });
  assert.equal(profile.json().data.role, 'ADMIN');
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
