// The search answer is serialised from its response schema (ProductDto) and kept, per data
// version, as serialised JSON. These tests prove that no field is lost on the way, that a kept answer is reused
// without the search's statements, and that any change of a listing is seen at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findProduct, toProductDto } from '../../src/repositories/products.js';
import { ProductDtoSchema } from '../../src/schemas/product-dto.js';
import { SearchAnswerSchema } from '../../src/schemas/search.js';
import { createListing, jpegImage, multipart, setupTestApp, signedIn, statementsDuring } from '../helper.js';

let owner: Awaited<ReturnType<typeof signedIn>>;
let full: { id: string; slug: string };
let sale: { id: string; slug: string };

const ctx = setupTestApp({}, async () => {
  owner = await signedIn(ctx.app);
  // A rental with every optional field set, photos included, and a plot for sale with the nulls.
  const form = multipart(
    {
      product_data: JSON.stringify({
        name: 'Appartement meublé à Bonapriso',
        description: 'Trois chambres, gardien',
        conditions: 'Six mois d’avance',
        category: 'Appartement',
        subcategory: 'Meublé',
        price: 450_000,
        sku: 'BON-12',
        stock: 2,
        quantity: 1,
        unit: 'piece',
        treshold: 3,
        variants: [{ floor: 2 }],
        colors: ['blanc'],
        sizes: ['T4'],
        tags: ['gardien', 'piscine'],
        weight: 1.5,
        dimensions: { length: 12, width: 9, height: 3 },
        features: { bedrooms: 3, bathrooms: 2.5, area: 140, areaUnit: 'm²' },
        is_for_sale: false,
        location: { city: 'Douala', district: 'Bonapriso', lat: 4.03, lng: 9.69 },
        entry_costs: { advance_months: 6, deposit_months: 2, agency_fee: 450_000, visit_fee: 10_000 },
      }),
    },
    [
      { field: 'image', name: 'a.jpg', type: 'image/jpeg', data: await jpegImage(1200, 800) },
      { field: 'images', name: 'b.jpg', type: 'image/jpeg', data: await jpegImage(900, 600) },
    ],
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { ...form.headers, ...owner.auth },
    payload: form.payload,
  });
  assert.equal(res.statusCode, 201, res.body);
  full = res.json().data;
  sale = await createListing(ctx.app, owner.auth, {
    name: 'Terrain titré à Kribi',
    category: 'Terrain',
    land_type: 'constructible',
    land_title: 'titled',
    location: { city: 'Kribi' },
  });
});

const search = async (qs: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${qs}` });
  assert.equal(res.statusCode, 200, res.body);
  return res;
};

/** Every key path of a JSON value (array items merged), to compare shapes. */
function paths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => paths(item, `${prefix}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...paths(v, `${prefix}.${k}`)]);
  return [];
}

/** The statements the search runs on products (page and count), counted while `run` runs. */
async function productStatements(run: () => Promise<unknown>) {
  const seen = await statementsDuring(ctx.app, run);
  return {
    searches: seen.filter((sql) => /FROM products\s+WHERE/.test(sql)).length,
    versionReads: seen.filter((sql) => /^SELECT n::text AS n FROM products_version$/.test(sql)).length,
  };
}

test('each listing of the search answer is the DTO of its row, field for field, and the same as the detail', async () => {
  for (const { slug, id } of [full, sale]) {
    const res = await search(`query=${encodeURIComponent(slug === full.slug ? 'Bonapriso' : 'Kribi')}`);
    const item = (res.json().data as { id: string }[]).find((p) => p.id === id);
    assert.ok(item, `${slug} is found`);
    const row = await findProduct(ctx.app.db, 'id', id);
    const dto = JSON.parse(JSON.stringify(toProductDto(row!, (k) => ctx.app.images.url(k))));
    assert.deepEqual(item, dto);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` });
    const { publisher: _publisher, ...rest } = detail.json().data;
    assert.deepEqual(item, rest);
  }
  // The filled-in listing really carries every kind of value (not only nulls and empty lists).
  const item = (await search('query=Bonapriso')).json().data[0];
  assert.equal(item.media.length, 2);
  assert.ok(Object.keys(item.media[0].sizes).length > 0);
  assert.deepEqual(item.variants, [{ floor: 2 }]);
  assert.equal(item.entry_costs.advance_months, 6);
  assert.equal(item.features.bathrooms, 2.5);
});

test('the response schema lists exactly the fields of toProductDto', async () => {
  const row = await findProduct(ctx.app.db, 'id', full.id);
  const dto = toProductDto(row!, (k) => ctx.app.images.url(k));
  assert.deepEqual(Object.keys(ProductDtoSchema.properties).sort(), Object.keys(dto).sort());
  assert.deepEqual([...(ProductDtoSchema.required ?? [])].sort(), Object.keys(dto).sort());
  assert.deepEqual(Object.keys(SearchAnswerSchema.properties.meta.properties).sort(), [
    'capped',
    'limit',
    'page',
    'total',
  ]);
  // The compiled serialiser writes what JSON.stringify writes (the answer as the handler built it).
  const res = await search('query=Bonapriso');
  assert.deepEqual(
    paths(res.json()).sort(),
    paths({
      statusCode: 'READ_SUCCESSFULLY',
      data: [JSON.parse(JSON.stringify(dto))],
      meta: res.json().meta,
    }).sort(),
  );
});

test('a repeated search is answered from the kept answer, without its statements', async () => {
  const first = await search('city=Douala&sort=price_asc');
  const counted = await productStatements(async () => {
    const again = await search('city=Douala&sort=price_asc');
    assert.equal(again.body, first.body);
    assert.match(String(again.headers['content-type']), /^application\/json/);
  });
  assert.deepEqual(counted, { searches: 0, versionReads: 1 });
  // Another page size or sort is another answer.
  const other = await productStatements(() => search('city=Douala&sort=price_desc'));
  assert.equal(other.searches, 1);
});

test('requests that arrive together share one read of the data version', async () => {
  await search('query=appartement');
  const counted = await productStatements(() =>
    Promise.all(Array.from({ length: 8 }, () => search('query=appartement'))),
  );
  assert.deepEqual(counted, { searches: 0, versionReads: 1 });
});

test('a kept answer is never served once a listing changed: through the API or any statement', async () => {
  const qs = 'query=Bonapriso';
  assert.equal((await search(qs)).json().data[0].name, 'Appartement meublé à Bonapriso');
  // Through the API.
  const form = multipart({ product_data: JSON.stringify({ name: 'Appartement rénové à Bonapriso' }) });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${full.id}`,
    headers: { ...form.headers, ...owner.auth },
    payload: form.payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await search(qs)).json().data[0].name, 'Appartement rénové à Bonapriso');
  // Any statement (another API process, an operator): the data version moves with it.
  await ctx.db.query(`UPDATE products SET price = 500000 WHERE id = $1`, [full.id]);
  assert.equal((await search(qs)).json().data[0].price, 500_000);
  await ctx.db.query(`UPDATE products SET status = 'INACTIVE' WHERE id = $1`, [full.id]);
  const gone = (await search(qs)).json();
  assert.equal(gone.data.length, 0);
  assert.equal(gone.meta.total, 0);
  await ctx.db.query(`UPDATE products SET status = 'ACTIVE' WHERE id = $1`, [full.id]);
  assert.equal((await search(qs)).json().meta.total, 1);
});
