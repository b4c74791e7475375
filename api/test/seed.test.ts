import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { DEMO_CLOSED_LISTINGS, DEMO_LISTINGS, seedDemo } from '../src/seed/seed-demo.js';
import { login, setupTestApp } from './helper.js';

const ctx = setupTestApp({}, async (c) => {
  await seedDemo(c.app);
});

test('the demo seed: 60+ listings across the seven cities, sale, rent and land, with 3–6 images each', async () => {
  const stats = await ctx.db.one<{ n: number; cities: number; sale: number; rent: number; land: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT city)::int AS cities, count(*) FILTER (WHERE is_for_sale)::int AS sale,
       count(*) FILTER (WHERE NOT is_for_sale)::int AS rent, count(*) FILTER (WHERE category = 'Terrain')::int AS land
     FROM products WHERE status = 'ACTIVE' OR closed_reason IS NULL`,
  );
  assert.equal(stats?.n, DEMO_LISTINGS);
  assert.ok(DEMO_LISTINGS >= 60);
  assert.equal(stats?.cities, 7);
  assert.ok((stats?.sale ?? 0) > 10 && (stats?.rent ?? 0) > 10 && (stats?.land ?? 0) > 3);
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/products/public/search?limit=50&city=Yaounde',
  });
  const first = res.json().data[0];
  assert.ok(first.media.length >= 3 && first.media.length <= 6);
  const img = await ctx.app.inject({ method: 'GET', url: first.image });
  assert.equal(img.statusCode, 200);
  assert.equal(img.headers['content-type'], 'image/webp');
  await seedDemo(ctx.app);
  assert.equal(
    (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products'))?.n,
    DEMO_LISTINGS + DEMO_CLOSED_LISTINGS,
  );
});

test('the demo account of the README can log in', async () => {
  const session = await login(ctx.app, DEMO_EMAIL, DEMO_PASSWORD);
  assert.ok(session.accessToken.token);
});

test('the demo listings give visit hours: a public one offers free slots', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/search?limit=1' });
  const [first] = res.json().data as { id: string }[];
  const slots = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${first!.id}/visit-slots` });
  assert.equal(slots.statusCode, 200, slots.body);
  assert.equal(slots.json().data.slotMinutes, 60);
  assert.ok(slots.json().data.days.length >= 8, 'two weeks of weekdays and Saturdays');
});

test('the first demo agents have ratings from real (past, done) visits, with an average', async () => {
  const agents = (await ctx.app.inject({ method: 'GET', url: '/api/v1/agents' })).json().data as {
    slug: string;
  }[];
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/agents/${agents[0]!.slug}/ratings` });
  assert.equal(res.statusCode, 200, res.body);
  const ratings = res.json().data as { count: number; average: number | null };
  assert.ok(ratings.count >= 3, `enough ratings for an average: ${res.body}`);
  assert.ok(ratings.average !== null && ratings.average >= 4 && ratings.average <= 5);
  // 'Publié par' on that agent's listings says it too.
  const agent = (await ctx.app.inject({ method: 'GET', url: `/api/v1/agents/${agents[0]!.slug}` })).json()
    .data as {
    products: { slug: string }[];
  };
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/details/${agent.products[0]!.slug}`,
  });
  assert.deepEqual(detail.json().data.publisher.rating, { average: ratings.average, count: ratings.count });
});

test('the demo gives /prix figures: the seeded quartiers have their median rents, the cities theirs', async () => {
  await ctx.app.jobs.runPrices();
  const bonapriso = (await ctx.app.inject({ method: 'GET', url: '/api/v1/prices/douala/bonapriso' })).json()
    .data;
  const flats = bonapriso.rent.find(
    (f: { category: string; bedrooms: number }) => f.category === 'Appartement' && f.bedrooms === 2,
  );
  assert.ok(flats && flats.count >= 5 && flats.median > 0, JSON.stringify(bonapriso));
  assert.ok(flats.change !== null, 'with its change over twelve months');
  const cities = (await ctx.app.inject({ method: 'GET', url: '/api/v1/prices' })).json().data.cities;
  for (const slug of ['douala', 'yaounde', 'kribi'])
    assert.ok(
      cities.some((c: { slug: string; figures: number }) => c.slug === slug && c.figures > 0),
      `${slug}: ${JSON.stringify(cities)}`,
    );
  const kribi = (await ctx.app.inject({ method: 'GET', url: '/api/v1/prices/kribi/mpalla' })).json().data;
  assert.equal(kribi.land[0]?.landTitle, 'titled');
});
