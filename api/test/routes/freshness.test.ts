// Freshness. A listing nobody confirmed for 30 days gets 'Votre annonce est-elle toujours
// disponible ?' with a one-click link for that listing only; 7 days more without an answer and it leaves the public
// pages (INACTIVE, 'EXPIRED'), its owner told. 'Marquer comme loué / vendu' closes a listing. The rounds run here at
// chosen dates (a controlled clock): nothing waits for real days.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { confirmationToken, FRESHNESS_LOCK } from '../../src/services/freshness.js';
import {
  createListing,
  isPublic,
  outbox,
  setupClockedApp,
  signedIn,
  testWhileLockHeld,
  tokenFor,
} from '../helper.js';

// The app's clock: each test starts it at the real time, then moves it forward.
const { clock, ctx } = setupClockedApp();
const DAY = 24 * 3600 * 1000;
/** Moves the clock to `days` after the test's start and runs one round of the periodic work there. */
const oneRoundAt = (days: number) => {
  clock.moveTo(days * DAY);
  return ctx.app.jobs.runOnce();
};
/**
 * The same, until a round has run. On PostgreSQL the round's advisory lock is the whole database's, and another
 * test file's app may hold it for a moment: its round then does nothing here, and the next one does the work, as a
 * second API process's would.
 */
const roundAt = async (days: number) => {
  for (;;) {
    const round = await oneRoundAt(days);
    if (round.ran) return round;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const mailsAbout = (name: string, subject: RegExp) =>
  outbox(ctx.dataDir).filter((m) => m.includes(name) && subject.test(m));
const linkIn = (mail: string | undefined) =>
  /\/annonces\/confirmer\?token=([\w.-]+)/.exec((mail ?? '').replace(/=\r?\n/g, ''))?.[1];

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/products/confirm-availability', payload: { token } });
const availability = (id: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/products/${id}/availability`, headers: auth, payload });
const mine = async (auth: Record<string, string>, id: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine?limit=50', headers: auth });
  return (res.json().data as { id: string; status: string; closed_reason: string | null }[]).find(
    (p) => p.id === id,
  );
};

test('30 days without confirmation: one reminder with a link; 7 more: the listing leaves the site, its owner told; the link brings it back', async () => {
  const owner = await signedIn(ctx.app);
  const name = `Studio à Bastos ${Date.now()}`;
  const listing = await createListing(ctx.app, owner.auth, { name, is_for_sale: false, price: 90_000 });

  await roundAt(29);
  assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 0, 'not yet at 29 days');

  await roundAt(31);
  const reminders = mailsAbout(name, /Votre annonce est-elle toujours disponible \?/);
  assert.equal(reminders.length, 1, 'reminded at 31 days');
  assert.ok(linkIn(reminders[0]), 'with a confirmation link');
  assert.equal(await isPublic(ctx.app, listing.slug), true, 'still online while the owner may answer');

  await roundAt(33);
  assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 1, 'never reminded twice');

  await roundAt(38.5);
  assert.equal(await isPublic(ctx.app, listing.slug), false, 'gone 7 days after the reminder');
  assert.equal(mailsAbout(name, /Faute de confirmation/).length, 1, 'the owner is told');
  const held = await mine(owner.auth, listing.id);
  assert.equal(held?.status, 'INACTIVE');
  assert.equal(held?.closed_reason, 'EXPIRED');
  const search = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/search?query=${encodeURIComponent(name)}`,
  });
  assert.equal(search.json().meta.total, 0);

  const back = await confirm(linkIn(reminders[0]) as string);
  assert.equal(back.statusCode, 200, back.body);
  assert.equal(back.json().data.slug, listing.slug);
  assert.equal(await isPublic(ctx.app, listing.slug), true, 'the late answer puts it back online');
  assert.equal((await mine(owner.auth, listing.id))?.closed_reason, null);

  // Confirmed at day 38.5: the count starts again from there.
  await roundAt(60);
  await roundAt(68);
  assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 1);
});

test('answering the reminder keeps the listing online and restarts its count; an edit does too', async () => {
  const owner = await signedIn(ctx.app);
  const name = `Villa à Kribi ${Date.now()}`;
  const listing = await createListing(ctx.app, owner.auth, { name });
  await roundAt(31);
  const token = linkIn(mailsAbout(name, /est-elle toujours disponible/)[0]) as string;
  assert.equal((await confirm(token)).statusCode, 200);
  await roundAt(40);
  assert.equal(
    await isPublic(ctx.app, listing.slug),
    true,
    'confirmed: not closed 9 days after the reminder',
  );
  assert.equal(
    mailsAbout(name, /est-elle toujours disponible/).length,
    1,
    'and not reminded again before 30 days',
  );

  clock.restart();
  const edited = await createListing(ctx.app, owner.auth, { name: `${name} bis` });
  await roundAt(31);
  const update = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${edited.id}`,
    headers: owner.auth,
    payload: { product_data: { price: 29_000_000 } },
  });
  assert.equal(update.statusCode, 200, update.body);
  await roundAt(40);
  assert.equal(await isPublic(ctx.app, edited.slug), true, 'an edit is a confirmation');
});

test('the link confirms its own listing only, and never one its owner closed', async () => {
  const owner = await signedIn(ctx.app);
  const other = await signedIn(ctx.app);
  const mineListing = await createListing(ctx.app, owner.auth, { name: 'Terrain à Mfou' });
  const theirs = await createListing(ctx.app, other.auth, { name: 'Terrain à Soa' });

  // A token signed for the owner's listing but naming the other's: refused (the owner does not match).
  const forged = await tokenFor(ctx.app, 'confirm-listing', { productId: theirs.id }, owner.user.id);
  assert.equal((await confirm(forged)).json().statusCode, 'NOT_FOUND');
  const wrongPurpose = await tokenFor(ctx.app, 'verify-email', { productId: mineListing.id }, owner.user.id);
  assert.equal((await confirm(wrongPurpose)).json().statusCode, 'INVALID_TOKEN');
  assert.equal((await confirm('nope')).statusCode, 400);
  const expired = await tokenFor(
    ctx.app,
    'confirm-listing',
    { productId: mineListing.id },
    owner.user.id,
    -10,
  );
  assert.equal((await confirm(expired)).json().statusCode, 'EXPIRED_TOKEN');

  const rented = await availability(mineListing.id, owner.auth, { available: false, reason: 'RENTED' });
  assert.equal(rented.statusCode, 200, rented.body);
  const token = await confirmationToken(ctx.app, mineListing.id, owner.user.id);
  const refused = await confirm(token);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().statusCode, 'LISTING_CLOSED');
  assert.equal(await isPublic(ctx.app, mineListing.slug), false, 'a rented listing stays closed');
});

test("'Marquer comme loué / vendu' closes a listing, its owner still sees why; 'available' reopens it; only the owner may", async () => {
  const owner = await signedIn(ctx.app);
  const stranger = await signedIn(ctx.app);
  const house = await createListing(ctx.app, owner.auth, { name: 'Maison à Logpom', is_for_sale: true });

  assert.equal(
    (await availability(house.id, stranger.auth, { available: false, reason: 'SOLD' })).statusCode,
    403,
  );
  assert.equal((await availability(house.id, {}, { available: false, reason: 'SOLD' })).statusCode, 401);
  const noReason = await availability(house.id, owner.auth, { available: false });
  assert.equal(noReason.statusCode, 400);
  assert.equal(
    (await availability(house.id, owner.auth, { available: false, reason: 'LOST' })).statusCode,
    400,
  );
  assert.equal(await isPublic(ctx.app, house.slug), true, 'refused calls changed nothing');

  const sold = await availability(house.id, owner.auth, { available: false, reason: 'SOLD' });
  assert.equal(sold.statusCode, 200);
  assert.equal(sold.json().data.status, 'INACTIVE');
  assert.equal(sold.json().data.closed_reason, 'SOLD');
  assert.equal(await isPublic(ctx.app, house.slug), false);
  assert.equal((await mine(owner.auth, house.id))?.closed_reason, 'SOLD');

  const reopened = await availability(house.id, owner.auth, { available: true });
  assert.equal(reopened.json().data.status, 'ACTIVE');
  assert.equal(reopened.json().data.closed_reason, null);
  assert.equal(await isPublic(ctx.app, house.slug), true);

  // A closed listing gets no reminder: the job looks at public listings only.
  await availability(house.id, owner.auth, { available: false, reason: 'SOLD' });
  await roundAt(45);
  assert.equal(mailsAbout('Maison à Logpom', /est-elle toujours disponible/).length, 0);
});

testWhileLockHeld(
  'a round finds the lock taken by another process and does nothing',
  ctx,
  FRESHNESS_LOCK,
  async (held) => {
    const owner = await signedIn(ctx.app);
    const name = `Duplex à Omnisport ${Date.now()}`;
    await createListing(ctx.app, owner.auth, { name });
    const round = await held(() => oneRoundAt(31));
    assert.equal(round.ran, false);
    assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 0);
    const next = await roundAt(31);
    assert.equal(next.ran, true);
    assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 1);
  },
);

test('two rounds at once (two API processes) mail each owner once', async () => {
  const owner = await signedIn(ctx.app);
  const name = `Appartement à Akwa ${Date.now()}`;
  await createListing(ctx.app, owner.auth, { name });
  await Promise.all([oneRoundAt(31), oneRoundAt(31)]);
  assert.equal(mailsAbout(name, /est-elle toujours disponible/).length, 1);
});
