// What rent and land cost by city and quartier (/prix): medians of the public and recently closed listings,
// computed by the periodic work into stored figures, shown only with enough listings behind them, with their change
// over twelve months; and the listings priced far below their quartier's figure, flagged for the visitor (unless
// their advertiser is verified), the owner and the moderators. The rounds run at chosen dates (a controlled clock).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  adminAuth,
  callAs,
  createListing,
  multipart,
  setupClockedApp,
  signedIn,
  testWhileLockHeld,
  uniqueEmail,
} from '../helper.js';
import { PRICES_LOCK } from '../../src/services/prices.js';

const MODERATOR = uniqueEmail('moderator');
const { clock, ctx } = setupClockedApp({ adminEmails: [MODERATOR.toLowerCase()], jobsIntervalS: 0 });
const DAY = 24 * 3600 * 1000;

let place = 0;
/** A city of its own for each test ('Ville 3' → 'ville-3'): the figures of one test never meet another's. */
const newCity = () => `Ville Prix ${++place}${randomUUID().slice(0, 4)}`;
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

let ownerId: string | undefined;
interface Listing {
  city: string;
  district?: string;
  category?: string;
  price: number;
  bedrooms?: number;
  forSale?: boolean;
  area?: number;
  areaUnit?: string;
  landTitle?: string | null;
  status?: 'ACTIVE' | 'INACTIVE';
  closedReason?: string | null;
  moderation?: string | null;
  /** Days after now (negative: before) of its creation, and of its last change (its closing). */
  createdDays?: number;
  updatedDays?: number;
}
/** A listing written as it stands at the dates given (the API's own writes cannot date a listing in the past). */
async function put(l: Listing) {
  if (!ownerId) ownerId = (await signedIn(ctx.app)).user.id as string;
  // A minute before the test's start: on the market when the app's clock stands at the start.
  const start = clock.now().getTime() - 60_000;
  const created = new Date(start + (l.createdDays ?? 0) * DAY);
  const updated = new Date(start + (l.updatedDays ?? l.createdDays ?? 0) * DAY);
  const id = randomUUID();
  await ctx.db.query(
    `INSERT INTO products (id, user_id, name, slug, category, price, bedrooms, area, area_unit, is_for_sale, status,
       closed_reason, moderation, city, district, land_title, created_at, updated_at)
     VALUES ($1, $2, 'Bien de test', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      id,
      ownerId,
      `bien-${id}`,
      l.category ?? 'Appartement',
      l.price,
      l.bedrooms ?? 2,
      l.area ?? null,
      l.areaUnit ?? 'm²',
      l.forSale ?? false,
      l.status ?? 'ACTIVE',
      l.closedReason ?? null,
      l.moderation ?? null,
      l.city,
      l.district ?? null,
      l.landTitle ?? null,
      created,
      updated,
    ],
  );
  return id;
}
const putAll = (prices: number[], l: Omit<Listing, 'price'>) =>
  Promise.all(prices.map((price) => put({ ...l, price })));

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/prices${url}` });
interface Figure {
  category: string;
  bedrooms: number | null;
  landTitle: string | null;
  median: number;
  count: number;
  previousMedian: number | null;
  change: number | null;
}
const page = async (url: string) => {
  const res = await get(url);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    city: { name: string; slug: string };
    district: { name: string; slug: string } | null;
    computedAt: string;
    minCount: number;
    rent: Figure[];
    sale: Figure[];
    land: Figure[];
    quartiers: { name: string; slug: string; figures: number }[];
  };
};

test('medians by city and quartier: rents by type and bedrooms, sales by type, land per m² by title; 5 listings or no figure', async () => {
  const city = newCity();
  await putAll([100_000, 120_000, 150_000, 200_000, 900_000], { city, district: 'Bonapriso' });
  await putAll([80_000, 90_000], { city, district: 'Akwa' });
  // Four studios: no figure, anywhere.
  await putAll([50_000, 60_000, 70_000, 80_000], { city, district: 'Akwa', category: 'Studio', bedrooms: 1 });
  await putAll([30e6, 40e6, 50e6, 60e6, 70e6, 80e6], {
    city,
    district: 'Bonapriso',
    category: 'Maison',
    forSale: true,
  });
  // 10 000 000 on 500 m² is 20 000 per m²; one hectare at 200 000 000 is 20 000 too.
  await putAll([5e6, 8e6, 10e6, 12e6], {
    city,
    district: 'Bonapriso',
    category: 'Terrain',
    forSale: true,
    area: 500,
    landTitle: 'titled',
  });
  await put({
    city,
    district: 'Bonapriso',
    category: 'Terrain',
    forSale: true,
    area: 1,
    areaUnit: 'ha',
    landTitle: 'titled',
    price: 200e6,
  });
  const round = await ctx.app.jobs.runPrices();
  assert.equal(round.ran, true);

  const quartier = await page(`/${slug(city)}/bonapriso`);
  assert.equal(quartier.city.name, city);
  assert.equal(quartier.district?.name, 'Bonapriso');
  assert.equal(quartier.minCount, 5);
  assert.deepEqual(
    quartier.rent.map((f) => [f.category, f.bedrooms, f.median, f.count]),
    [['Appartement', 2, 150_000, 5]],
  );
  assert.deepEqual(
    quartier.sale.map((f) => [f.category, f.median, f.count]),
    [['Maison', 55e6, 6]],
  );
  assert.deepEqual(
    quartier.land.map((f) => [f.landTitle, f.median, f.count]),
    [['titled', 20_000, 5]],
  );

  const whole = await page(`/${slug(city)}`);
  assert.equal(whole.district, null);
  // The city's 2-bedroom flats: the seven of both quartiers; its studios are still four.
  assert.deepEqual(
    whole.rent.map((f) => [f.category, f.bedrooms, f.median, f.count]),
    [['Appartement', 2, 120_000, 7]],
  );
  assert.deepEqual(
    whole.quartiers.map((q) => [q.name, q.slug, q.figures]),
    [
      ['Bonapriso', 'bonapriso', 3],
      ['Akwa', 'akwa', 0],
    ],
  );
  const cities = (await get('/')).json().data;
  assert.ok(
    cities.cities.some((c: { slug: string; figures: number }) => c.slug === slug(city) && c.figures === 3),
    JSON.stringify(cities),
  );

  // A quartier without any figure of 5 listings is still a page, with nothing to show.
  const akwa = await page(`/${slug(city)}/akwa`);
  assert.deepEqual([akwa.rent, akwa.sale, akwa.land], [[], [], []]);
});

test('closed listings count for twelve months; those a moderator hid never', async () => {
  const city = newCity();
  await putAll([100_000, 100_000, 100_000], { city, district: 'Bastos' });
  await putAll([200_000, 200_000], {
    city,
    district: 'Bastos',
    status: 'INACTIVE',
    closedReason: 'RENTED',
    createdDays: -200,
    updatedDays: -30,
  });
  // Closed 400 days ago: no longer on the market; hidden by a moderator: never counted.
  await putAll([5_000_000, 5_000_000], {
    city,
    district: 'Bastos',
    status: 'INACTIVE',
    closedReason: 'RENTED',
    createdDays: -500,
    updatedDays: -400,
  });
  await put({ city, district: 'Bastos', price: 1, moderation: 'HIDDEN' });
  await ctx.app.jobs.runPrices();
  const figures = (await page(`/${slug(city)}/bastos`)).rent;
  assert.deepEqual(
    figures.map((f) => [f.median, f.count]),
    [[100_000, 5]],
  );
});

test('the change over twelve months, at a controlled date', async () => {
  const city = newCity();
  // Five flats let at 100 000 and closed today; a year and a month later five others ask 120 000.
  await putAll([90_000, 100_000, 100_000, 100_000, 110_000], {
    city,
    district: 'Odza',
    status: 'INACTIVE',
    closedReason: 'RENTED',
  });
  await putAll([110_000, 120_000, 120_000, 120_000, 130_000], { city, district: 'Odza', createdDays: 395 });
  clock.moveTo(400 * DAY);
  await ctx.app.jobs.runPrices();
  const [figure] = (await page(`/${slug(city)}/odza`)).rent;
  assert.equal(figure?.median, 120_000);
  assert.equal(figure?.count, 5);
  assert.equal(figure?.previousMedian, 100_000);
  assert.equal(figure?.change, 0.2);

  // Today, the new ones are not yet published: the closed ones are the whole market, and there is no year before.
  clock.moveTo(0);
  await ctx.app.jobs.runPrices();
  const [today] = (await page(`/${slug(city)}/odza`)).rent;
  assert.deepEqual([today?.median, today?.count, today?.change], [100_000, 5, null]);
});

test('the setting: a figure needs PRICE_MIN_COUNT listings', async () => {
  const city = newCity();
  await putAll([100_000, 110_000, 120_000], { city, district: 'Logpom' });
  await ctx.app.jobs.runPrices();
  assert.deepEqual((await page(`/${slug(city)}/logpom`)).rent, []);
  const saved = ctx.app.config.priceMinCount;
  ctx.app.config.priceMinCount = 3;
  try {
    const shown = await page(`/${slug(city)}/logpom`);
    assert.equal(shown.minCount, 3);
    assert.deepEqual(
      shown.rent.map((f) => [f.median, f.count]),
      [[110_000, 3]],
    );
  } finally {
    ctx.app.config.priceMinCount = saved;
  }
});

testWhileLockHeld(
  'a round finds the lock taken by another process and does nothing: figures are never computed twice at once',
  ctx,
  PRICES_LOCK,
  async (held) => {
    const round = await held(() => ctx.app.jobs.runPrices());
    assert.deepEqual(round, { ran: false, flagged: 0 });
    assert.equal((await ctx.app.jobs.runPrices()).ran, true, 'the next round runs');
  },
);

test('unknown places answer 404, malformed ones 400', async () => {
  await ctx.app.jobs.runPrices();
  assert.equal((await get('/nulle-part')).statusCode, 404);
  assert.equal((await get('/nulle-part')).json().statusCode, 'NOT_FOUND');
  const city = newCity();
  await putAll([1, 2, 3, 4, 5], { city, district: 'Mvan' });
  await ctx.app.jobs.runPrices();
  assert.equal((await get(`/${slug(city)}/nulle-part`)).statusCode, 404);
  assert.equal((await get('/Douala!')).statusCode, 400);
});

test("a listing under 40 % of its quartier: notice on its page, reason in its owner's list, in the moderators' queue; a verified advertiser's for the moderators only", async () => {
  const city = newCity();
  await putAll([140_000, 150_000, 150_000, 160_000, 170_000], { city, district: 'Makepe' });
  await ctx.app.jobs.runPrices();
  const owner = await signedIn(ctx.app);
  const location = { city, district: 'Makepe' };
  const fields = { category: 'Appartement', is_for_sale: false, features: { bedrooms: 2 }, location };
  const cheap = await createListing(ctx.app, owner.auth, { ...fields, name: 'Trop beau', price: 50_000 });
  const fair = await createListing(ctx.app, owner.auth, { ...fields, name: 'Juste', price: 70_000 });
  const other = await createListing(ctx.app, owner.auth, {
    ...fields,
    name: 'Autre taille',
    price: 50_000,
    features: { bedrooms: 4 },
  });

  const details = async (s: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${s}` })).json().data;
  assert.deepEqual((await details(cheap.slug)).low_price, { median: 150_000 });
  assert.equal((await details(fair.slug)).low_price, null, '70 000 is not under 40 % of 150 000');
  assert.equal((await details(other.slug)).low_price, null, 'no figure for 4 bedrooms');

  const mine = (await callAs(ctx.app, owner.auth, 'GET', '/api/v1/products/mine?limit=50')).json().data as {
    id: string;
    low_price: { median: number } | null;
  }[];
  assert.deepEqual(mine.find((p) => p.id === cheap.id)?.low_price, { median: 150_000 });

  const moderator = await adminAuth(ctx.app, MODERATOR);
  const queue = async () => {
    const res = await callAs(ctx.app, moderator, 'GET', '/api/v1/admin/low-prices');
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as {
      id: string;
      median: number;
      ownerVerified: boolean;
    }[];
  };
  assert.deepEqual(
    (await queue()).filter((l) => [cheap.id, fair.id, other.id].includes(l.id)).map((l) => [l.id, l.median]),
    [[cheap.id, 150_000]],
  );

  // A verified advertiser's: no notice for the visitors, still in the moderators' queue after the next round.
  await ctx.db.query('UPDATE products SET owner_verified = true WHERE id = $1', [cheap.id]);
  await ctx.app.jobs.runPrices();
  assert.equal((await details(cheap.slug)).low_price, null);
  assert.equal((await queue()).find((l) => l.id === cheap.id)?.ownerVerified, true);

  // Priced within the quartier's range by its owner: the mark goes at once, and so it leaves the queue.
  await ctx.db.query('UPDATE products SET owner_verified = false WHERE id = $1', [cheap.id]);
  const form = multipart({ product_data: JSON.stringify({ price: 145_000 }) });
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${cheap.id}`,
    headers: { ...form.headers, ...owner.auth },
    payload: form.payload,
  });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().data.low_price, null);
  assert.equal(
    (await queue()).find((l) => l.id === cheap.id),
    undefined,
  );

  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/low-prices' })).statusCode, 401);
  assert.equal((await callAs(ctx.app, owner.auth, 'GET', '/api/v1/admin/low-prices')).statusCode, 403);
});
