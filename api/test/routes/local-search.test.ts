import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callAs, createListing, outbox, setupTestApp, signedIn } from '../helper.js';

// City and quartier, positions, entry costs, land titles, an owner's number, contact taps.
const ctx = setupTestApp();

type Listing = Awaited<ReturnType<typeof createListing>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
const made: Record<string, Listing> = {};

interface Dto {
  name: string;
  slug: string;
  location: {
    city: string | null;
    district: string | null;
    lat: number | null;
    lng: number | null;
    exact: boolean;
  };
  entry_costs: { total: number | null } | null;
  land_title: string | null;
  contact_phone: string | null;
}

/** A JSON update of the listing `made[key]` by its owner. */
const edit = (key: string, payload: object) =>
  callAs(ctx.app, owner.auth, 'PUT', `/api/v1/products/${made[key]!.id}`, payload);

const search = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/search?limit=50&${query}`,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: Dto[]; meta: { total: number } };
};
const names = async (query: string) => (await search(query)).data.map((p) => p.name).sort();

test('listings of several quartiers, rentals with entry costs, plots with land titles', async () => {
  owner = await signedIn(ctx.app);
  const add = async (key: string, fields: Record<string, unknown>) => {
    made[key] = await createListing(ctx.app, owner.auth, { name: `LS ${key}`, ...fields });
  };
  await add('akwa-rent', {
    category: 'Appartement',
    price: 150_000,
    is_for_sale: false,
    location: { city: 'Douala', district: 'Akwa' },
    entry_costs: { advance_months: 6, deposit_months: 2, agency_fee: 150_000, visit_fee: 10_000 },
  });
  await add('akwa-cheap', {
    category: 'Studio',
    price: 50_000,
    is_for_sale: false,
    location: { city: 'douala', district: 'akwa' },
    entry_costs: { advance_months: 3, deposit_months: 1 },
  });
  await add('bonapriso-sale', {
    category: 'Villa',
    price: 200_000_000,
    location: { city: 'Douala', district: 'Bonapriso', lat: 4.0301234567, lng: 9.6951234567 },
  });
  await add('bastos-land', {
    category: 'Terrain',
    price: 30_000_000,
    land_title: 'titled',
    location: { city: 'Yaoundé', district: 'Bastos' },
  });
  await add('odza-land', {
    category: 'Terrain',
    price: 8_000_000,
    land_title: 'in_progress',
    location: { city: 'Yaounde', district: 'Odza' },
  });
  await add('limbe', {
    category: 'Maison',
    price: 40_000_000,
    location: { city: 'Limbé', district: 'Down Beach' },
  });
  assert.equal(Object.keys(made).length, 6);
});

test('city and quartier filters: accent- and case-insensitive, combined with the others', async () => {
  assert.deepEqual(await names('city=Douala&district=Akwa'), ['LS akwa-cheap', 'LS akwa-rent']);
  assert.deepEqual(await names('city=DOUALA&district=bonapriso'), ['LS bonapriso-sale']);
  assert.deepEqual(await names('city=yaounde&type=land'), ['LS bastos-land', 'LS odza-land']);
  assert.deepEqual(await names('city=Douala&district=Akwa&priceMax=100000'), ['LS akwa-cheap']);
  assert.deepEqual(await names('district=Odza&landTitle=in_progress'), ['LS odza-land']);
  assert.deepEqual(await names('district=Odza&landTitle=titled'), []);
  assert.equal((await search('city=Douala&district=Nowhere')).meta.total, 0);
  // Blank means no filter, spaces included (vocabulary.ts's one rule), and text is read trimmed.
  assert.deepEqual(await names('city=%20%20&district=&query=%20&priceMax=&landTitle='), await names(''));
  assert.deepEqual(await names('city=%20Douala%20&district=Akwa%20'), ['LS akwa-cheap', 'LS akwa-rent']);
});

test('entry costs: rent × (advance + deposit) + commission + visit fee; entryMax keeps rentals at most that', async () => {
  const [rent] = (await search('city=Douala&district=Akwa&sort=price_desc')).data;
  assert.deepEqual(rent?.entry_costs, {
    advance_months: 6,
    deposit_months: 2,
    agency_fee: 150_000,
    visit_fee: 10_000,
    total: 150_000 * 8 + 150_000 + 10_000,
  });
  const [studio] = (await search('city=Douala&district=Akwa&sort=price_asc')).data;
  assert.equal(studio?.entry_costs?.total, 50_000 * 4);
  const [sale] = (await search('district=Bonapriso')).data;
  assert.equal(sale?.entry_costs, null);
  assert.deepEqual(await names('city=Douala&entryMax=200000'), ['LS akwa-cheap']);
  assert.deepEqual(await names('city=Douala&entryMax=2000000'), ['LS akwa-cheap', 'LS akwa-rent']);
  // A change of the rent moves the entry total with it.
  const res = await edit('akwa-cheap', { price: 60_000 });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.entry_costs.total, 240_000);
  assert.deepEqual(await names('city=Douala&entryMax=200000'), []);
});

test('land title filter and values; invalid filters are 400s', async () => {
  assert.deepEqual(await names('landTitle=titled&query=LS'), ['LS bastos-land']);
  const [plot] = (await search('landTitle=in_progress&query=LS')).data;
  assert.equal(plot?.land_title, 'in_progress');
  for (const query of ['landTitle=yes', 'entryMax=-1', 'bbox=1,2,3', 'bbox=9,4,9.8,100', 'bbox=10,4,9,5']) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${query}` });
    assert.equal(res.statusCode, 400, query);
    assert.equal(res.json().statusCode, 'VALIDATION_ERROR');
  }
});

test("positions: the owner's pin (rounded), else the quartier's centre, else the city's; bbox searches the area", async () => {
  const [pinned] = (await search('district=Bonapriso')).data;
  assert.deepEqual(pinned?.location, {
    city: 'Douala',
    district: 'Bonapriso',
    lat: 4.03012,
    lng: 9.69512,
    exact: true,
  });
  const [akwa] = (await search('district=Akwa&sort=price_desc')).data;
  assert.equal(akwa?.location.exact, false);
  assert.ok(Math.abs(akwa!.location.lat! - 4.05) < 0.01 && Math.abs(akwa!.location.lng! - 9.7) < 0.01);
  const [limbe] = (await search('city=Limbe')).data;
  assert.equal(limbe?.location.lat, null);
  // A quartier the site does not know: the city's centre.
  const other = await createListing(ctx.app, owner.auth, {
    name: 'LS kribi-unknown',
    location: { city: 'Kribi', district: 'Quartier inconnu' },
  });
  const [kribi] = (await search('city=Kribi&query=LS')).data;
  assert.equal(kribi?.slug, other.slug);
  assert.deepEqual([kribi?.location.lat, kribi?.location.lng], [2.94, 9.91]);
  // Douala's listings and not Yaoundé's are inside a box around Douala.
  const box = await names('bbox=9.6,3.9,9.9,4.2&query=LS');
  assert.deepEqual(box, ['LS akwa-cheap', 'LS akwa-rent', 'LS bonapriso-sale']);
  // A pin kept through an edit, then removed: back to the quartier's centre.
  const keep = await edit('bonapriso-sale', { price: 190_000_000 });
  assert.equal(keep.json().data.location.exact, true);
  const removed = await edit('bonapriso-sale', { location: { lat: null, lng: null } });
  assert.equal(removed.json().data.location.exact, false);
  assert.equal(removed.json().data.location.lat, 4.0297);
  const half = await edit('bonapriso-sale', { location: { lat: 4.03 } });
  assert.equal(half.statusCode, 400);
});

test('GET /locations: known cities first with their quartiers, counts of public listings, other cities after', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/locations' });
  assert.equal(res.statusCode, 200);
  const cities = res.json().data as {
    city: string;
    count: number;
    known: boolean;
    districts: { name: string; count: number }[];
  }[];
  assert.deepEqual(
    cities.slice(0, 7).map((c) => c.city),
    ['Douala', 'Yaoundé', 'Kribi', 'Bafoussam', 'Garoua', 'Maroua', 'Dschang'],
  );
  const douala = cities.find((c) => c.city === 'Douala')!;
  assert.equal(douala.count, 3);
  assert.deepEqual(douala.districts.slice(0, 2), [
    { name: 'Akwa', count: 2, lat: 4.0503, lng: 9.7003 },
    { name: 'Bonapriso', count: 1, lat: 4.0297, lng: 9.6953 },
  ]);
  assert.ok(douala.districts.some((d) => d.name === 'Makepe' && d.count === 0));
  const limbe = cities.find((c) => c.city === 'Limbé');
  assert.deepEqual(
    limbe && { known: limbe.known, count: limbe.count, districts: limbe.districts.map((d) => d.name) },
    {
      known: false,
      count: 1,
      districts: ['Down Beach'],
    },
  );
  // An inactive listing leaves the counts.
  await edit('limbe', { status: 'INACTIVE' });
  const after = (await ctx.app.inject({ method: 'GET', url: '/api/v1/locations' })).json().data as {
    city: string;
  }[];
  assert.equal(
    after.some((c) => c.city === 'Limbé'),
    false,
  );
});

test("the owner's number: Cameroonian format, shown on their listings only when they choose", async () => {
  const url = '/api/v1/user/update-profile';
  const bad = await callAs(ctx.app, owner.auth, 'PATCH', url, { phone: '06 99 00' });
  assert.equal(bad.statusCode, 400);
  const saved = await callAs(ctx.app, owner.auth, 'PATCH', url, { phone: '+237 6 77 12 34 56' });
  assert.equal(saved.json().data.phone, '+237677123456');
  let [listing] = (await search('district=Bonapriso')).data;
  assert.equal(listing?.contact_phone, null);
  await callAs(ctx.app, owner.auth, 'PATCH', url, { showPhone: true });
  [listing] = (await search('district=Bonapriso')).data;
  assert.equal(listing?.contact_phone, '+237677123456');
  // New listings carry it at once; switching it off removes it everywhere.
  const fresh = await createListing(ctx.app, owner.auth, { name: 'LS fresh' });
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/details/${fresh.slug}`,
  });
  assert.equal(detail.json().data.contact_phone, '+237677123456');
  await callAs(ctx.app, owner.auth, 'PATCH', url, { showPhone: false });
  assert.equal((await search('query=LS')).data.filter((p) => p.contact_phone).length, 0);
});

test("taps on 'Appeler' and 'WhatsApp' count once per visitor, channel and day; the owner's own do not", async () => {
  const id = made['akwa-rent']!.id;
  const tap = (channel: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/public/${id}/contact-tap`,
      headers: { 'user-agent': 'Visiteur', ...headers },
      payload: { channel },
    });
  assert.equal((await tap('call')).statusCode, 204);
  assert.equal((await tap('call')).statusCode, 204);
  assert.equal((await tap('whatsapp')).statusCode, 204);
  assert.equal((await tap('call', { 'user-agent': 'Autre téléphone' })).statusCode, 204);
  assert.equal((await tap('call', owner.auth)).statusCode, 204);
  assert.equal((await tap('sms')).statusCode, 400);
  const missing = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/products/public/00000000-0000-4000-8000-000000000000/contact-tap',
    payload: { channel: 'call' },
  });
  assert.equal(missing.statusCode, 404);
  const counts = await ctx.db.query<{ kind: string; n: number }>(
    `SELECT kind, count(*)::int AS n FROM listing_events WHERE product_id = $1 GROUP BY kind ORDER BY kind`,
    [id],
  );
  assert.deepEqual(counts, [
    { kind: 'call', n: 2 },
    { kind: 'whatsapp', n: 1 },
  ]);
});

test("the listing's contact form carries an optional phone to the owner and counts as a contact", async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/send-message-to-admin',
    payload: {
      name: 'Awa',
      email: 'awa.ls@example.cm',
      phone: '+237 699 11 22 33',
      message: 'Toujours disponible ?',
      propertyId: made['akwa-rent']!.id,
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  await ctx.app.background.settled();
  assert.ok(
    outbox(ctx.dataDir).some((m) => m.includes('+237 699 11 22 33') && m.includes('Toujours disponible')),
  );
  const [row] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listing_events WHERE product_id = $1 AND kind = 'message'`,
    [made['akwa-rent']!.id],
  );
  assert.equal(row?.n, 1);
});
