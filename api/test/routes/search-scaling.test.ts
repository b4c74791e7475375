// The search at scale: every sort is read from an index in order, totals stay exact while counts
// are reused (the data version of migration 003), and a short page gives its total without a count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchSql, type SearchFilters } from '../../src/repositories/products.js';
import { SEARCH_SORTS } from '../../src/schemas/vocabulary.js';
import { setupTestApp, signedIn } from '../helper.js';

let ownerId = '';
let ownerAuth: Record<string, string> = {};
const ctx = setupTestApp({}, async () => {
  const owner = await signedIn(ctx.app);
  ownerId = owner.user.id;
  ownerAuth = owner.auth;
  await insertListings(25, 'Douala');
});

let inserted = 0;
/** n ACTIVE "Maison" listings in one statement (like seed:bulk), prices 1 000 000 apart. */
async function insertListings(n: number, city: string) {
  const from = inserted;
  inserted += n;
  await ctx.db.query(
    `INSERT INTO products (id, user_id, name, slug, description, category, price, bedrooms, city)
     SELECT gen_random_uuid(), $1, 'Maison n° ' || ($2 + g), 'scale-' || ($2 + g), 'Maison test', 'Maison',
       1000000 * ($2 + g), 3, $3
     FROM generate_series(1, $4::int) AS g`,
    [ownerId, from, city, n],
  );
}

const version = async () => (await ctx.db.one<{ n: string }>('SELECT n::text AS n FROM products_version'))!.n;

const search = async (qs: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${qs}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    data: { name: string; price: number }[];
    meta: { total: number; capped: boolean };
  };
};

test('the data version moves once per statement that changes listings, never for one that changes none', async () => {
  const v0 = await version();
  await ctx.db.query(`UPDATE products SET stock = stock WHERE id = '00000000-0000-4000-8000-000000000000'`);
  await ctx.db.query(`DELETE FROM products WHERE slug = 'no-such-listing'`);
  assert.equal(await version(), v0);
  await insertListings(3, 'Kribi');
  const v1 = await version();
  assert.equal(BigInt(v1), BigInt(v0) + 1n);
  await ctx.db.query(`UPDATE products SET stock = stock + 1 WHERE city = 'Kribi'`);
  assert.equal(BigInt(await version()), BigInt(v1) + 1n);
});

test('totals stay exact through inserts, updates and deletes while the same search repeats', async () => {
  const qs = 'query=maison&city=douala&sort=price_asc&limit=10';
  assert.equal((await search(qs)).meta.total, 25);
  assert.equal((await search(qs)).meta.total, 25); // the reused count
  assert.equal((await search(`${qs}&page=2`)).meta.total, 25); // same filter, another page: the same count
  await insertListings(2, 'Douala');
  assert.equal((await search(qs)).meta.total, 27);
  await ctx.db.query(`UPDATE products SET status = 'INACTIVE' WHERE slug = 'scale-1'`);
  assert.equal((await search(qs)).meta.total, 26);
  await ctx.db.query(`DELETE FROM products WHERE slug = 'scale-2'`);
  const after = await search(qs);
  assert.equal(after.meta.total, 25);
  assert.equal(after.data[0]?.name, 'Maison n° 3');
});

test('a short page tells its total; an empty page past the end still has the exact total', async () => {
  const total = (await search('city=douala&limit=10')).meta.total;
  const lastPage = Math.ceil(total / 10);
  const last = await search(`city=douala&limit=10&page=${lastPage}`);
  assert.equal(last.data.length, total - (lastPage - 1) * 10);
  assert.equal(last.meta.total, total);
  const past = await search(`city=douala&limit=10&page=${lastPage + 1}`);
  assert.equal(past.data.length, 0);
  assert.equal(past.meta.total, total);
  assert.equal((await search('city=nowhere')).meta.total, 0);
});

test('every sort is read in order from an index (no Sort node), with and without a city', async () => {
  const sorts = SEARCH_SORTS;
  const filters: Omit<SearchFilters, 'page' | 'limit'>[] = [{}, { city: 'Douala' }, { query: 'maison' }];
  for (const sort of sorts) {
    for (const f of filters) {
      const { page } = searchSql({ page: 1, limit: 10, sort, ...f });
      const plan = await ctx.db.transaction(async (tx) => {
        // With sorting priced out, a Sort node is left only where no index gives the order.
        await tx.query('SET LOCAL enable_sort = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.sql}`, page.params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      assert.doesNotMatch(plan, /\bSort\b/, `${sort} ${JSON.stringify(f)}:\n${plan}`);
    }
  }
});

test('a broad search counts 100 past its page and says "more than"; an owner’s own list is counted exactly', async () => {
  await insertListings(150, 'Garoua');
  const first = await search('city=garoua&limit=10');
  assert.equal(first.data.length, 10);
  assert.deepEqual(first.meta, { total: 100, page: 1, limit: 10, capped: true });
  // Page 10 counts up to 90 + 100: all 150, exactly; page 2 then reports from that count, capped at its own 110.
  assert.deepEqual((await search('city=garoua&limit=10&page=10')).meta, {
    total: 150,
    page: 10,
    limit: 10,
    capped: false,
  });
  assert.deepEqual((await search('city=garoua&limit=10&page=2')).meta, {
    total: 110,
    page: 2,
    limit: 10,
    capped: true,
  });
  // Exactly at the cap is exact, one more is not.
  assert.deepEqual((await search('city=garoua&limit=10&priceMax=' + 1_000_000 * (inserted - 50))).meta, {
    total: 100,
    page: 1,
    limit: 10,
    capped: false,
  });
  assert.equal(
    (await search('city=garoua&limit=10&priceMax=' + 1_000_000 * (inserted - 49))).meta.capped,
    true,
  );
  // A small search stays exact.
  assert.equal((await search('city=douala&limit=10')).meta.capped, false);

  const mine = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/products/mine?limit=10',
    headers: ownerAuth,
  });
  assert.equal(mine.statusCode, 200, mine.body);
  const { meta } = mine.json() as { meta: { total: number; capped: boolean } };
  assert.equal(meta.capped, false);
  assert.equal(meta.total, (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products'))!.n);
  assert.ok(meta.total > 150);

  // The capped count stops at its cap: a Limit over the scan, not an aggregate of every match.
  const { count } = searchSql({ page: 1, limit: 10, city: 'Garoua' });
  const plan = (await ctx.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${count.sql}`, count.params))
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  assert.match(plan, /\bLimit\b/, plan);
});
