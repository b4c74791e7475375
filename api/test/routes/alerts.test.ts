// Saved searches and alerts. A signed-in user saves the search's filters; each round of the alerts
// (app.jobs.runAlerts, on the app's controlled clock: nothing waits for real days) mails ONE message per alert naming
// the listings published since its last look, never the same listing twice, immediate alerts every round and daily
// ones once a day, with a one-click unsubscribe link. A favourite whose price goes down mails 'Baisse de prix'.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildApp } from '../../src/app.js';
import { ALERTS_LOCK, ALERTS_PER_USER, unsubscribeToken } from '../../src/services/alerts.js';
import { createListing, outbox, setupClockedApp, signedIn, testWhileLockHeld, tokenFor } from '../helper.js';

// No schedule: the rounds run when a test says so.
const { clock, ctx } = setupClockedApp({ alertsIntervalS: 0 });
const HOUR = 3600 * 1000;
/** Moves the clock to `hours` after the test's start and runs one round of the alerts there. */
const roundAt = (hours: number) => {
  clock.moveTo(hours * HOUR);
  return ctx.app.jobs.runAlerts();
};

type Auth = Record<string, string>;
let stamp = 0;
/** A name no other test uses: the outbox is shared by the whole file. */
const unique = (name: string) => `${name} ${Date.now()}-${++stamp}`;

const alertMails = (email: string) =>
  outbox(ctx.dataDir).filter((m) => m.includes(email) && /correspond(ent)? à votre alerte/.test(m));
const createAlert = (auth: Auth, filters: Record<string, unknown>, frequency?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/alerts',
    headers: auth,
    payload: { filters, ...(frequency ? { frequency } : {}) },
  });
const patchAlert = (auth: Auth, id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/user/alerts/${id}`, headers: auth, payload });
const rental = (auth: Auth, fields: Record<string, unknown> = {}) =>
  createListing(ctx.app, auth, {
    name: unique('Studio meublé à Akwa'),
    category: 'Studio',
    is_for_sale: false,
    price: 150_000,
    location: { city: 'Douala', district: 'Akwa' },
    ...fields,
  });
/** /louer?city=Douala&priceMax=200000, as the button saves it. */
const RENT_DOUALA = { forSale: false, excludeLand: true, city: 'Douala', priceMax: 200_000 };
const unsubscribeLink = (mail: string) => /\/alertes\/desabonner\?token=([\w.-]+)/.exec(mail)?.[1];

test('an alert mails the new listings that match its filters, with links, once; the others never', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const before = await rental(owner.auth);
  const created = await createAlert(seeker.auth, RENT_DOUALA);
  assert.equal(created.statusCode, 201, created.body);
  const alert = created.json().data;
  assert.equal(alert.frequency, 'immediate');
  assert.equal(alert.paused, false);
  assert.deepEqual(alert.filters, RENT_DOUALA);
  assert.equal(alert.summary, 'Location · Douala · jusqu’à 200 000 FCFA/mois');

  const match = await rental(owner.auth);
  const tooDear = await rental(owner.auth, { price: 450_000 });
  const forSale = await rental(owner.auth, { is_for_sale: true, price: 150_000 });
  const yaounde = await rental(owner.auth, { location: { city: 'Yaoundé', district: 'Bastos' } });
  const land = await rental(owner.auth, { category: 'Terrain' });

  const round = await roundAt(0.1);
  assert.equal(round.ran, true);
  const mails = alertMails(seeker.user.email);
  assert.equal(mails.length, 1, 'one mail for the alert');
  const mail = mails[0] as string;
  assert.match(mail, /Une nouvelle annonce correspond à votre alerte « Location · Douala/);
  assert.ok(mail.includes(match.name), 'the matching listing');
  assert.ok(mail.includes(`/details/${match.slug}`), 'with its link');
  for (const other of [before, tooDear, forSale, yaounde, land])
    assert.ok(!mail.includes(other.name), `not ${other.name}`);
  assert.ok(unsubscribeLink(mail), 'a one-click unsubscribe link');
  assert.match(mail, /List-Unsubscribe:\s+<http[^>]+\/api\/v1\/alerts\/unsubscribe\?token=/);
  assert.match(mail, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

  // No duplicates: the next rounds send nothing new, then only what is new.
  await roundAt(0.2);
  await roundAt(0.3);
  assert.equal(alertMails(seeker.user.email).length, 1, 'never the same listing twice');
  const second = await rental(owner.auth, { location: { city: 'douala', district: 'Bonapriso' } });
  await roundAt(0.4);
  const next = alertMails(seeker.user.email);
  assert.equal(next.length, 2);
  assert.ok(next[1]?.includes(second.name));
  assert.ok(!next[1]?.includes(match.name), 'the first listing is not mailed again');
});

test('a listing made public again after the alert (reopened by its owner) counts as new', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const name = unique('Chambre à Deïdo');
  const listing = await rental(owner.auth, { name, location: { city: 'Douala', district: 'Deïdo' } });
  const closed = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${listing.id}/availability`,
    headers: owner.auth,
    payload: { available: false, reason: 'RENTED' },
  });
  assert.equal(closed.statusCode, 200);
  assert.equal((await createAlert(seeker.auth, { ...RENT_DOUALA, district: 'Deïdo' })).statusCode, 201);
  await roundAt(0.1);
  assert.equal(alertMails(seeker.user.email).length, 0, 'closed: not announced');
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${listing.id}/availability`,
    headers: owner.auth,
    payload: { available: true },
  });
  await roundAt(0.2);
  const mails = alertMails(seeker.user.email);
  assert.equal(mails.length, 1);
  assert.ok(mails[0]?.includes(name));
});

test('more than 10 new listings: one mail naming 10 and counting the rest, none of them mailed again', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const quartier = unique('Quartier');
  assert.equal((await createAlert(seeker.auth, { district: quartier })).statusCode, 201);
  for (let i = 0; i < 12; i++) await rental(owner.auth, { location: { city: 'Douala', district: quartier } });
  await roundAt(0.1);
  const mails = alertMails(seeker.user.email);
  assert.equal(mails.length, 1);
  assert.match(mails[0] as string, /12 nouvelles annonces correspondent/);
  assert.equal((mails[0]?.match(/\/details\//g) ?? []).length, 10, 'ten listings named');
  assert.match(mails[0] as string, /Et 2 autres/);
  await roundAt(0.2);
  assert.equal(alertMails(seeker.user.email).length, 1);
});

test('frequency: an immediate alert mails at the next round, a daily one once a day', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const district = unique('Makepe');
  const daily = await createAlert(seeker.auth, { district }, 'daily');
  assert.equal(daily.statusCode, 201, daily.body);
  assert.equal(daily.json().data.frequency, 'daily');
  const first = await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(1);
  await roundAt(12);
  assert.equal(alertMails(seeker.user.email).length, 0, 'not before a day');
  await roundAt(24.5);
  assert.equal(alertMails(seeker.user.email).length, 1, 'a day after its creation');
  assert.ok(alertMails(seeker.user.email)[0]?.includes(first.name));
  const later = await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(30);
  assert.equal(alertMails(seeker.user.email).length, 1, 'the next day, not before');
  await roundAt(49);
  assert.equal(alertMails(seeker.user.email).length, 2);
  assert.ok(alertMails(seeker.user.email)[1]?.includes(later.name));

  // Switched to immediate: the next round.
  const switched = await patchAlert(seeker.auth, daily.json().data.id, { frequency: 'immediate' });
  assert.equal(switched.statusCode, 200);
  const third = await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(49.1);
  assert.equal(alertMails(seeker.user.email).length, 3);
  assert.ok(alertMails(seeker.user.email)[2]?.includes(third.name));
});

test('a paused alert mails nothing; resumed, it announces what is published from then on', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const district = unique('Bonanjo');
  const alert = (await createAlert(seeker.auth, { district })).json().data;
  const paused = await patchAlert(seeker.auth, alert.id, { paused: true });
  assert.equal(paused.statusCode, 200);
  assert.equal(paused.json().data.paused, true);
  const during = await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(0.1);
  assert.equal(alertMails(seeker.user.email).length, 0, 'paused');
  const resumed = await patchAlert(seeker.auth, alert.id, { paused: false });
  assert.equal(resumed.json().data.paused, false);
  const after = await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(0.2);
  const mails = alertMails(seeker.user.email);
  assert.equal(mails.length, 1);
  assert.ok(mails[0]?.includes(after.name));
  assert.ok(!mails[0]?.includes(during.name), 'no backlog of the pause');
});

test('the unsubscribe link of the mail pauses that alert without signing in; forged, expired or foreign links are refused', async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const district = unique('Logpom');
  const alert = (await createAlert(seeker.auth, { district })).json().data;
  await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(0.1);
  const token = unsubscribeLink(alertMails(seeker.user.email)[0] ?? '');
  assert.ok(token);

  const unsubscribe = (query: string, payload?: unknown, headers: Auth = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/alerts/unsubscribe${query}`,
      payload: payload as never,
      headers,
    });
  assert.equal((await unsubscribe('?token=nope')).json().statusCode, 'INVALID_TOKEN');
  assert.equal((await unsubscribe('')).statusCode, 400);
  const wrongPurpose = await tokenFor(ctx.app, 'confirm-listing', { alertId: alert.id }, seeker.user.id);
  assert.equal((await unsubscribe(`?token=${wrongPurpose}`)).json().statusCode, 'INVALID_TOKEN');
  const expired = await tokenFor(ctx.app, 'alert-unsubscribe', { alertId: alert.id }, seeker.user.id, -10);
  assert.equal((await unsubscribe(`?token=${expired}`)).json().statusCode, 'EXPIRED_TOKEN');
  // Signed for another user: that user has no such alert.
  const foreign = await unsubscribeToken(ctx.app, alert.id, owner.user.id);
  const refused = await unsubscribe(`?token=${foreign}`);
  assert.equal(refused.statusCode, 404);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/alerts', headers: seeker.auth });
  assert.equal(list.json().data[0].paused, false, 'refused links changed nothing');

  // The mail program's one-click (RFC 8058): a form POST to the address of List-Unsubscribe.
  const done = await unsubscribe(`?token=${token}`, 'List-Unsubscribe=One-Click', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().data.paused, true);
  // The site's page sends it as JSON; a second click is still a success.
  const again = await unsubscribe('', { token });
  assert.equal(again.statusCode, 200, again.body);

  await rental(owner.auth, { location: { city: 'Douala', district } });
  await roundAt(0.2);
  assert.equal(alertMails(seeker.user.email).length, 1, 'no more mails');
  const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/alerts', headers: seeker.auth });
  assert.equal(after.json().data[0].paused, true, 'kept in Mes alertes, paused');
});

test(`at most ${ALERTS_PER_USER} alerts per account; the same search twice is refused; strict input; my alerts only`, async () => {
  const seeker = await signedIn(ctx.app);
  const other = await signedIn(ctx.app);
  const first = await createAlert(seeker.auth, { city: 'Kribi', priceMax: 1 });
  assert.equal(first.statusCode, 201);
  const twice = await createAlert(seeker.auth, { priceMax: 1, city: ' Kribi ', district: '', query: '   ' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().statusCode, 'ALERT_ALREADY_EXISTS');
  for (let i = 2; i <= ALERTS_PER_USER; i++)
    assert.equal((await createAlert(seeker.auth, { city: 'Kribi', priceMax: i })).statusCode, 201);
  const over = await createAlert(seeker.auth, { city: 'Kribi', priceMax: 999 });
  assert.equal(over.statusCode, 409);
  assert.equal(over.json().statusCode, 'ALERTS_LIMIT_REACHED');
  assert.match(over.json().message, /supprimez-en une/);
  const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/alerts', headers: seeker.auth });
  assert.equal(mine.json().data.length, ALERTS_PER_USER);

  // Another account has its own budget, and cannot touch these.
  const id = first.json().data.id;
  assert.equal((await patchAlert(other.auth, id, { paused: true })).statusCode, 404);
  assert.equal(
    (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/user/alerts/${id}`, headers: other.auth }))
      .statusCode,
    404,
  );
  const theirs = await createAlert(other.auth, {
    city: 'Kribi',
    priceMax: 1,
    sort: 'price_asc',
    page: 3,
    bbox: '1,2,3,4',
  });
  assert.equal(theirs.statusCode, 201);
  assert.deepEqual(
    theirs.json().data.filters,
    { city: 'Kribi', priceMax: 1 },
    'paging, sort and map area dropped',
  );

  assert.equal((await createAlert(other.auth, { landTitle: 'maybe' })).statusCode, 400);
  assert.equal((await createAlert(other.auth, { priceMax: -1 })).statusCode, 400);
  assert.equal((await createAlert(other.auth, { city: 'Kribi' }, 'weekly')).statusCode, 400);
  assert.equal(
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/user/alerts', headers: other.auth, payload: {} }))
      .statusCode,
    400,
  );
  assert.equal((await patchAlert(seeker.auth, id, {})).statusCode, 400);
  assert.equal((await createAlert({}, { city: 'Kribi' })).statusCode, 401);
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/alerts' })).statusCode, 401);

  const deleted = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/user/alerts/${id}`,
    headers: seeker.auth,
  });
  assert.equal(deleted.statusCode, 200);
  assert.equal(
    (await createAlert(seeker.auth, { city: 'Kribi', priceMax: 999 })).statusCode,
    201,
    'room again',
  );
});

test("'Baisse de prix': the users who saved a listing are told when its price goes down, once per drop", async () => {
  const owner = await signedIn(ctx.app);
  const fan = await signedIn(ctx.app);
  const bystander = await signedIn(ctx.app);
  const name = unique('Villa à Bonapriso');
  const listing = await createListing(ctx.app, owner.auth, { name, price: 80_000_000 });
  for (const who of [fan, owner]) {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/user/favourites/${listing.id}`,
      headers: who.auth,
    });
    assert.equal(saved.statusCode, 201);
  }
  const setPrice = async (price: number) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${listing.id}`,
      headers: owner.auth,
      // JSON body: the product data itself.
      payload: { price },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const drops = (email: string) =>
    outbox(ctx.dataDir).filter((m) => m.includes(email) && m.includes('Baisse de prix') && m.includes(name));

  await setPrice(90_000_000);
  await roundAt(0.1);
  assert.equal(drops(fan.user.email).length, 0, 'a rise tells nobody');

  await setPrice(75_000_000);
  const round = await roundAt(0.2);
  assert.equal(round.priceDrops, 1);
  const mail = drops(fan.user.email);
  assert.equal(mail.length, 1);
  assert.match(mail[0] as string, /passe de 90 000 000 FCFA à 75 000 000 FCFA/);
  assert.ok(mail[0]?.includes(`/details/${listing.slug}`));
  assert.equal(drops(owner.user.email).length, 0, 'not the owner, who saved it too');
  assert.equal(drops(bystander.user.email).length, 0);

  await roundAt(0.3);
  assert.equal(drops(fan.user.email).length, 1, 'once per drop');
  // Two drops before a round: one mail, from the first old price to today's.
  await setPrice(74_000_000);
  await setPrice(70_000_000);
  await roundAt(0.4);
  const after = drops(fan.user.email);
  assert.equal(after.length, 2);
  assert.match(after[1] as string, /passe de 75 000 000 FCFA à 70 000 000 FCFA/);
});

test('two API processes on one database run the round at once: each listing is mailed once', async () => {
  const second = await buildApp({
    config: ctx.config,
    db: ctx.db,
    logger: false,
  });
  await second.ready();
  try {
    const seeker = await signedIn(ctx.app);
    const owner = await signedIn(ctx.app);
    const district = unique('Kotto');
    assert.equal((await createAlert(seeker.auth, { district })).statusCode, 201);
    const listing = await rental(owner.auth, { location: { city: 'Douala', district } });
    clock.moveTo(0.1 * HOUR);
    const rounds = await Promise.all([
      ctx.app.jobs.runAlerts(),
      second.jobs.runAlerts(),
      ctx.app.jobs.runAlerts(),
      second.jobs.runAlerts(),
    ]);
    assert.ok(rounds.some((r) => r.ran));
    const mails = alertMails(seeker.user.email);
    assert.equal(mails.length, 1, 'one mail');
    assert.ok(mails[0]?.includes(listing.name));
  } finally {
    await second.close();
  }
});

testWhileLockHeld(
  'a round finds the lock taken by another process and does nothing',
  ctx,
  ALERTS_LOCK,
  async (held) => {
    const seeker = await signedIn(ctx.app);
    const owner = await signedIn(ctx.app);
    const district = unique('Bali');
    await createAlert(seeker.auth, { district });
    await rental(owner.auth, { location: { city: 'Douala', district } });
    const round = await held(() => roundAt(0.1));
    assert.equal(round.ran, false);
    assert.equal(alertMails(seeker.user.email).length, 0);
    assert.equal((await roundAt(0.2)).ran, true);
    assert.equal(alertMails(seeker.user.email).length, 1);
  },
);

test('ALERTS_INTERVAL_S is read and checked; every 5 minutes by default', async () => {
  const { loadConfig } = await import('../../src/config.js');
  const base = { DATA_DIR: ctx.dataDir, JWT_SECRET: 'x'.repeat(40) };
  assert.equal(loadConfig(base).alertsIntervalS, 300);
  assert.equal(loadConfig({ ...base, ALERTS_INTERVAL_S: '0' }).alertsIntervalS, 0);
  assert.equal(loadConfig({ ...base, ALERTS_INTERVAL_S: '2' }).alertsIntervalS, 2);
  assert.throws(() => loadConfig({ ...base, ALERTS_INTERVAL_S: 'souvent' }), /ALERTS_INTERVAL_S/);
});
