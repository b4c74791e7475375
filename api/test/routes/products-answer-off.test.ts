// SEARCH_ANSWERS_MB=0: no public answer is kept, every search reads its page from the database, and the count of
// a filter already counted at the same data version is still reused (what `pnpm bench:api` compares a search
// counted afresh with).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createListing, setupTestApp, signedIn, statementsDuring } from '../helper.js';

const ctx = setupTestApp({ searchAnswerCacheBytes: 0 }, async () => {
  const owner = await signedIn(ctx.app);
  // Seven matches: more than a page of 6, so the page alone does not tell the total and the count runs.
  for (let i = 0; i < 7; i++)
    await createListing(ctx.app, owner.auth, { name: `Studio ${i} à Akwa`, location: { city: 'Douala' } });
});

/** The statements run on products (page, count) while `run` runs. */
const productStatements = async (run: () => Promise<unknown>) =>
  (await statementsDuring(ctx.app, run)).filter((sql) => /FROM products\s+WHERE/.test(sql)).length;

const search = async (qs: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${qs}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: { name: string }[]; meta: { total: number } };
};

test('with no answers kept, a repeated search reads its page again but not its count', async () => {
  const qs = 'city=Douala&limit=6&sort=price_asc';
  assert.equal(await productStatements(() => search(qs)), 2);
  let again: Awaited<ReturnType<typeof search>> | undefined;
  assert.equal(
    await productStatements(async () => {
      again = await search(qs);
    }),
    1,
  );
  assert.equal(again?.meta.total, 7);
  assert.equal(again?.data.length, 6);
});
