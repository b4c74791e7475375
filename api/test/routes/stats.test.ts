// An owner's figures. Views of the detail page (one per visitor and Cameroonian day; crawlers and
// the owner not counted), contacts (calls + WhatsApp + messages) and saves, read back per day for 7 or 30 days and
// as 30-day totals for 'Mes biens'. The days are moved with a controlled clock: nothing waits for real days.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { createListing, setupTestApp, signedIn } from '../helper.js';

let clock = Date.now();
const ctx = setupTestApp({ clock: () => new Date(clock) });
const DAY = 24 * 3600 * 1000;
// Noon in Cameroon (11:00 UTC) of a fixed day: a test never straddles midnight.
const NOON = Date.parse('2026-03-10T11:00:00Z');
beforeEach(() => {
  clock = NOON;
});
const dayOf = (offset: number) => new Date(NOON + offset * DAY).toISOString().slice(0, 10);

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const view = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/public/${id}/view`,
    headers: { 'user-agent': BROWSER, 'x-forwarded-for': '41.202.1.1', ...headers },
  });
const stats = (id: string, auth: Record<string, string>, days?: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/${id}/stats${days ? `?days=${days}` : ''}`,
    headers: auth,
  });
type Series = { day: string; views: number; contacts: number; saves: number }[];
const mineStats = async (auth: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine/stats', headers: auth });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    days: number;
    listings: Record<string, { views: number; contacts: number; saves: number }>;
  };
};

test('a view counts once per visitor and day, again the next day; crawlers and the owner do not count', async () => {
  const owner = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Villa à Bonapriso' });

  assert.equal((await view(listing.id)).statusCode, 204);
  assert.equal((await view(listing.id)).statusCode, 204, 'the same visitor again: answered, not counted');
  assert.equal((await view(listing.id, { 'x-forwarded-for': '41.202.9.9' })).statusCode, 204);
  assert.equal((await view(listing.id, { 'user-agent': `${BROWSER} Edg/124.0` })).statusCode, 204);
  // Crawlers, link previews and clients without a user agent.
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0 A',
    'curl/8.5.0',
    '',
  ]) {
    assert.equal((await view(listing.id, { 'user-agent': agent })).statusCode, 204, agent);
  }
  // The owner looking at their own listing, from another address.
  assert.equal((await view(listing.id, { ...owner.auth, 'x-forwarded-for': '41.202.5.5' })).statusCode, 204);

  let res = await stats(listing.id, owner.auth, 7);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.totals.views, 3, 'three visitors: an address and two browsers');

  // The next day the same visitor counts again.
  clock = NOON + DAY;
  await view(listing.id);
  res = await stats(listing.id, owner.auth, 7);
  const series = res.json().data.series as Series;
  assert.equal(series.at(-1)?.day, dayOf(1));
  assert.equal(series.at(-1)?.views, 1);
  assert.equal(series.at(-2)?.views, 3);
  assert.equal(res.json().data.totals.views, 4);

  // Nothing personal is kept: the visitor column holds a hash, not the address or the agent.
  const keys = await ctx.db.query<{ visitor: string }>(
    "SELECT visitor FROM listing_events WHERE product_id = $1 AND kind = 'view'",
    [listing.id],
  );
  assert.equal(keys.length, 4);
  for (const { visitor } of keys) {
    assert.match(visitor, /^[0-9a-f]{64}$/);
    assert.ok(!visitor.includes('41.202'));
  }
});

test('an unknown, hidden or malformed listing is not counted', async () => {
  const owner = await signedIn(ctx.app);
  const hidden = await createListing(ctx.app, owner.auth, { name: 'Studio caché', status: 'INACTIVE' });
  assert.equal((await view('00000000-0000-4000-8000-000000000000')).statusCode, 404);
  assert.equal((await view('pas-un-id')).statusCode, 400);
  assert.equal((await view(hidden.id)).statusCode, 404);
  const [row] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM listing_events WHERE product_id = $1',
    [hidden.id],
  );
  assert.equal(row?.n, 0);
});

test('stats are for the owner only: 401 without a session, 403 FORBIDDEN for another user, 404 unknown, 400 bad window', async () => {
  const owner = await signedIn(ctx.app);
  const other = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth);
  assert.equal((await stats(listing.id, {})).statusCode, 401);
  const forbidden = await stats(listing.id, other.auth);
  assert.equal(forbidden.statusCode, 403);
  assert.equal(forbidden.json().statusCode, 'FORBIDDEN');
  assert.equal(forbidden.json().data, null);
  const unknown = await stats('00000000-0000-4000-8000-000000000000', owner.auth);
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().statusCode, 'NOT_FOUND');
  assert.equal((await stats(listing.id, owner.auth, 14)).statusCode, 400);
  assert.equal((await stats('x', owner.auth)).statusCode, 400);
  const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine/stats' });
  assert.equal(anonymous.statusCode, 401);
  // The other user's totals do not list the owner's listing.
  assert.deepEqual((await mineStats(other.auth)).listings, {});
});

test('the series has every day of the window, zeros included, in Cameroon days; contacts are calls + WhatsApp + messages; saves', async () => {
  const owner = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Appartement à Akwa' });
  const fan = await signedIn(ctx.app);
  const tap = (channel: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/public/${listing.id}/contact-tap`,
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip },
      payload: { channel },
    });
  const save = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/user/favourites/${listing.id}`, headers: auth });
  const unsave = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/user/favourites/${listing.id}`, headers: auth });

  // Five days ago: two calls and a WhatsApp tap.
  clock = NOON - 5 * DAY;
  await tap('call', '41.202.1.1');
  await tap('call', '41.202.1.2');
  await tap('whatsapp', '41.202.1.1');
  // Today: a message, a save (saved, removed and saved again: once), the owner's own save not counted.
  clock = NOON;
  const message = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/send-message-to-admin',
    payload: { name: 'Awa', email: 'awa.stats@example.cm', message: 'Disponible ?', propertyId: listing.id },
  });
  assert.equal(message.statusCode, 200, message.body);
  assert.equal((await save(fan.auth)).statusCode, 201);
  assert.equal((await unsave(fan.auth)).statusCode, 200);
  assert.equal((await save(fan.auth)).statusCode, 201);
  assert.equal((await save(owner.auth)).statusCode, 201);
  // Ten days ago: outside the 7-day window, inside the 30-day one.
  clock = NOON - 10 * DAY;
  await view(listing.id);
  clock = NOON;

  const week = (await stats(listing.id, owner.auth, 7)).json().data;
  assert.equal(week.days, 7);
  assert.equal(week.series.length, 7);
  assert.deepEqual(
    (week.series as Series).map((d) => d.day),
    [-6, -5, -4, -3, -2, -1, 0].map(dayOf),
  );
  assert.deepEqual(week.series[1], { day: dayOf(-5), views: 0, contacts: 3, saves: 0 });
  assert.deepEqual(week.series[6], { day: dayOf(0), views: 0, contacts: 1, saves: 1 });
  for (const i of [0, 2, 3, 4, 5])
    assert.deepEqual(week.series[i], { day: dayOf(i - 6), views: 0, contacts: 0, saves: 0 });
  assert.deepEqual(week.totals, { views: 0, contacts: 4, saves: 1 });
  assert.equal(week.from, dayOf(-6));
  assert.equal(week.to, dayOf(0));

  const month = (await stats(listing.id, owner.auth, 30)).json().data;
  assert.equal(month.series.length, 30);
  assert.deepEqual(month.totals, { views: 1, contacts: 4, saves: 1 });
  // 30 is the default window.
  assert.deepEqual((await stats(listing.id, owner.auth)).json().data.totals, month.totals);

  // 'Mes biens' in one call: every listing of mine, zeros included.
  const empty = await createListing(ctx.app, owner.auth, { name: 'Terrain sans visite' });
  const mine = await mineStats(owner.auth);
  assert.equal(mine.days, 30);
  assert.deepEqual(mine.listings[listing.id], { views: 1, contacts: 4, saves: 1 });
  assert.deepEqual(mine.listings[empty.id], { views: 0, contacts: 0, saves: 0 });

  // 23:30 UTC is already the next day in Cameroon (UTC+1).
  clock = Date.parse(`${dayOf(0)}T23:30:00Z`);
  await view(listing.id, { 'x-forwarded-for': '41.202.7.7' });
  const late = (await stats(listing.id, owner.auth, 7)).json().data;
  assert.equal(late.to, dayOf(1));
  assert.equal((late.series as Series).at(-1)?.views, 1);
  // Thirty days later the window has moved past every event.
  clock = NOON + 40 * DAY;
  assert.deepEqual((await mineStats(owner.auth)).listings[listing.id], { views: 0, contacts: 0, saves: 0 });
});

test('views are rate-limited per address', async () => {
  const owner = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth);
  const headers = { 'x-forwarded-for': '41.202.66.66' };
  let last = 0;
  for (let i = 0; i < 70 && last !== 429; i++) last = (await view(listing.id, headers)).statusCode;
  assert.equal(last, 429);
});
