import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import {
  callAs,
  type FormFile,
  jpegImage,
  pngImage,
  sendMultipart,
  setupTestApp,
  signedIn,
} from '../helper.js';

let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Villa avec piscine à Bonapriso',
  description: 'Belle villa meublée, quartier calme',
  category: 'Villa',
  price: 250_000_000,
  status: 'ACTIVE',
  features: { bedrooms: 5, bathrooms: 4, area: 600, areaUnit: 'm²' },
  location: { city: 'Douala', district: 'Bonapriso' },
  is_for_sale: true,
  tags: 'piscine, jardin, ,gardien',
  ...over,
});

/** A listing of `data` and `files` sent to create by `who` (an account's bearer header, or none). */
function create(
  data: Record<string, unknown>,
  files: FormFile[] = [],
  who: { auth: Record<string, string> } = owner,
) {
  return sendMultipart(
    ctx.app,
    '/api/v1/products/create',
    who.auth,
    { product_data: JSON.stringify(data) },
    files,
  );
}

/** A JSON update of the listing at `url` by `who`. */
const update = (url: string, payload: object, who = owner) => callAs(ctx.app, who.auth, 'PUT', url, payload);

const ctx = setupTestApp({}, async () => {
  owner = await signedIn(ctx.app);
  other = await signedIn(ctx.app);
  const seeds = [
    listing({
      name: 'Studio meublé à Bastos',
      category: 'Studio',
      price: 150_000,
      is_for_sale: false,
      features: { bedrooms: 1, bathrooms: 1, area: 35 },
      location: { city: 'Yaoundé', district: 'Bastos' },
    }),
    listing({
      name: 'Appartement F4 Bonanjo',
      category: 'Appartement',
      price: 85_000_000,
      features: { bedrooms: 3, bathrooms: 2, area: 140 },
      location: { city: 'Douala', district: 'Bonanjo' },
    }),
    listing({
      name: 'Terrain titré face à la mer',
      category: 'Terrain',
      price: 30_000_000,
      land_type: 'constructible',
      features: { bedrooms: 0, bathrooms: 0, area: 1000 },
      location: { city: 'Kribi', district: 'Mpalla' },
    }),
    listing({ name: 'Maison inactive', category: 'Maison', price: 40_000_000, status: 'INACTIVE' }),
    listing(),
  ];
  for (const s of seeds) assert.equal((await create(s)).statusCode, 201);
});

const search = async (qs: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${qs}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    statusCode: string;
    data: { name: string; price: number }[];
    meta: Record<string, number>;
  };
};

test('public search: envelope, list, meta; INACTIVE hidden; newest first by default', async () => {
  const body = await search('');
  assert.equal(body.statusCode, 'READ_SUCCESSFULLY');
  assert.ok(Array.isArray(body.data));
  assert.deepEqual(body.meta, { total: 4, page: 1, limit: 10, capped: false });
  assert.ok(!body.data.some((p) => p.name === 'Maison inactive'));
  assert.equal(body.data[0]?.name, 'Villa avec piscine à Bonapriso');
});

test('public search: text is accent- and case-insensitive and matches partial words', async () => {
  assert.equal((await search('query=YAOUNDE')).meta.total, 1);
  assert.equal((await search('query=MEUBLE')).meta.total, 4);
  assert.equal((await search('query=piscin')).meta.total, 1);
  assert.equal((await search('query=bonap')).meta.total, 1);
  assert.equal((await search(`query=${encodeURIComponent('térrain mer')}`)).meta.total, 1);
  assert.equal((await search('query=introuvablexyz')).meta.total, 0);
});

test('public search: every filter', async () => {
  assert.equal((await search('priceMin=1000000&priceMax=90000000')).meta.total, 2);
  assert.equal((await search('type=apartment')).meta.total, 1);
  assert.equal((await search('type=house')).meta.total, 1);
  assert.equal((await search('category=Terrain')).meta.total, 1);
  assert.equal((await search('bedrooms=3')).meta.total, 2);
  assert.equal((await search('bathrooms=2')).meta.total, 2);
  assert.equal((await search('areaMin=100&areaMax=700')).meta.total, 2);
  assert.equal((await search('forSale=false')).meta.total, 1);
  // Buildings only (the buy page): everything for sale but the one land plot.
  const forSale = (await search('forSale=true')).meta.total ?? 0;
  const buildings = await search('forSale=true&excludeLand=true');
  assert.equal(buildings.meta.total, forSale - 1);
  assert.ok(!buildings.data.some((p) => /terrain/i.test(p.name)));
  assert.equal((await search('landType=constructible')).meta.total, 1);
  assert.equal((await search('city=yaounde')).meta.total, 1);
  assert.equal((await search('city=&priceMax=')).meta.total, 4);
});

test('public search: sorts and paging', async () => {
  const asc = (await search('sort=price_asc')).data.map((p) => p.price);
  assert.deepEqual(
    asc,
    [...asc].sort((a, b) => a - b),
  );
  const desc = (await search('sort=price-desc')).data.map((p) => p.price);
  assert.deepEqual(
    desc,
    [...desc].sort((a, b) => b - a),
  );
  const area = await search('sort=area_desc');
  assert.equal(area.data[0]?.name, 'Terrain titré face à la mer');
  const page2 = await search('page=2&limit=3');
  assert.equal(page2.data.length, 1);
  assert.deepEqual(page2.meta, { total: 4, page: 2, limit: 3, capped: false });
});

test('public search: bad parameters are 400 VALIDATION_ERROR', async () => {
  for (const qs of [
    'limit=51',
    'page=0',
    'sort=random',
    'priceMin=abc',
    'landType=urbain',
    `query=${'a'.repeat(300)}`,
    // Too large to be a number (Infinity once coerced): found by the fuzz suite as a 500.
    'bedrooms=1e309',
    'priceMax=-1e400',
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/search?${qs}` });
    assert.equal(res.statusCode, 400, qs);
    assert.equal(res.json().statusCode, 'VALIDATION_ERROR');
  }
});

test("public search: a category named like one of Object's own keys is a category like any other (found by the fuzz suite)", async () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products/public/search?category=${name}`,
    });
    assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
    assert.equal(res.json().meta.total, 0, name);
  }
  // The database still answers afterwards (on PGlite a bad parameter used to break every later statement).
  assert.equal((await search('query=bastos')).statusCode, 'READ_SUCCESSFULLY');
});

test('the catalogue data version moves on when a listing is created, and only then', async () => {
  const version = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/version' });
    assert.equal(res.statusCode, 200);
    return (res.json() as { data: { version: string } }).data.version;
  };
  const before = await version();
  assert.match(before, /^\d+$/);
  await search('query=bastos');
  assert.equal(await version(), before);
  const created = await create(listing({ name: 'Villa de la version' }));
  assert.equal(created.statusCode, 201);
  const afterCreate = await version();
  assert.notEqual(afterCreate, before);
  const { id } = (created.json() as { data: { id: string } }).data;
  const removed = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/products/${id}`,
    headers: owner.auth,
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.notEqual(await version(), afterCreate);
});

test('GET /products lists ACTIVE listings', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().statusCode, 'READ_SUCCESSFULLY');
  assert.equal(res.json().data.length, 4);
});

test('details by slug; INACTIVE and unknown slugs are NOT_FOUND', async () => {
  const [first] = (await search('query=bastos')).data as unknown as { slug: string; features: object }[];
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${first?.slug}` });
  assert.equal(res.statusCode, 200);
  const data = res.json().data;
  assert.equal(data.location.city, 'Yaoundé');
  assert.deepEqual(data.features, { bedrooms: 1, bathrooms: 1, area: 35, areaUnit: 'm²' });
  assert.equal(data.currency, 'XAF');
  const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/details/nope' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().statusCode, 'NOT_FOUND');
  const inactive = (await ctx.db.one<{ slug: string }>("SELECT slug FROM products WHERE status = 'INACTIVE'"))
    ?.slug;
  const hidden = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${inactive}` });
  assert.equal(hidden.statusCode, 404);
});

test('details by id (for /property/{id}); INACTIVE, unknown and malformed ids are refused', async () => {
  const [first] = (await search('query=bastos')).data as unknown as { id: string; slug: string }[];
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/by-id/${first?.id}` });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().statusCode, 'READ_SUCCESSFULLY');
  assert.equal(res.json().data.slug, first?.slug);
  const unknown = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/products/public/by-id/00000000-0000-4000-8000-000000000000',
  });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().statusCode, 'NOT_FOUND');
  const inactive = (await ctx.db.one<{ id: string }>("SELECT id FROM products WHERE status = 'INACTIVE'"))
    ?.id;
  const hidden = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/by-id/${inactive}` });
  assert.equal(hidden.statusCode, 404);
  const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/by-id/42' });
  assert.equal(malformed.statusCode, 400);
});

test('create with images: re-encoded WebP in three widths, EXIF stripped, served with long cache', async () => {
  const res = await create(listing({ name: 'Duplex à Kotto' }), [
    { field: 'image', name: 'main.jpg', type: 'image/jpeg', data: await jpegImage(2000, 1200) },
    { field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() },
    {
      field: 'images',
      name: 'b.gif',
      type: 'image/gif',
      data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
        .gif()
        .toBuffer(),
    },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  const body = res.json();
  assert.equal(body.statusCode, 'CREATED_SUCCESSFULLY');
  assert.equal(body.data.user_id, owner.user.id);
  assert.deepEqual(body.data.tags, ['piscine', 'jardin', 'gardien']);
  assert.match(body.data.image, /^\/uploads\/products\/.+-960\.webp$/);
  assert.equal(body.data.images.length, 2);
  assert.equal(body.data.media.length, 3);
  const file = await ctx.app.inject({ method: 'GET', url: body.data.media[0].sizes['1600'] });
  assert.equal(file.statusCode, 200);
  assert.match(
    String(file.headers['cache-control']),
    /max-age=31536000.*immutable|immutable.*max-age=31536000/,
  );
  const meta = await sharp(file.rawPayload).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal(meta.width, 1600);
  assert.equal(meta.exif, undefined);
});

test('create refuses bad input with its own codes and stores nothing', async () => {
  const before = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products'))?.n;
  const png = await pngImage();
  const cases: [Awaited<ReturnType<typeof create>>, number, string][] = [
    [await create({ name: 'Sans prix', category: 'Maison' }), 400, 'VALIDATION_ERROR'],
    [await create(listing({ price: -5 })), 400, 'VALIDATION_ERROR'],
    [await create(listing({ status: 'DELETED' })), 400, 'VALIDATION_ERROR'],
    [
      await create(listing(), [
        { field: 'image', name: 'x.png', type: 'image/png', data: Buffer.from('<svg></svg>') },
      ]),
      415,
      'INVALID_IMAGE_TYPE',
    ],
    [
      await create(listing(), [
        {
          field: 'image',
          name: 'x.jpg',
          type: 'image/jpeg',
          data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]),
        },
      ]),
      422,
      'INVALID_IMAGE',
    ],
    [
      await create(listing(), [
        {
          field: 'image',
          name: 'big.png',
          type: 'image/png',
          data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ]),
      413,
      'IMAGE_TOO_LARGE',
    ],
    [
      await create(
        listing(),
        Array.from({ length: 11 }, (_, i) => ({
          field: 'images',
          name: `${i}.png`,
          type: 'image/png',
          data: png,
        })),
      ),
      413,
      'TOO_MANY_IMAGES',
    ],
    [
      await create(listing(), [{ field: 'document', name: 'x.png', type: 'image/png', data: png }]),
      400,
      'VALIDATION_ERROR',
    ],
  ];
  for (const [res, status, code] of cases) {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(res.json().statusCode, code);
  }
  const bad = await sendMultipart(ctx.app, '/api/v1/products/create', owner.auth, { product_data: '{oops' });
  assert.equal(bad.statusCode, 400);
  assert.equal((await sendMultipart(ctx.app, '/api/v1/products/create', owner.auth, {})).statusCode, 400);
  const unauth = await create(listing(), [], { auth: {} });
  assert.equal(unauth.statusCode, 401);
  assert.equal(unauth.json().statusCode, 'UNAUTHORIZED');
  const after = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products'))?.n;
  assert.equal(after, before);
});

test('create with a taken slug is CONFLICT', async () => {
  assert.equal((await create(listing({ slug: 'ma-villa-unique' }))).statusCode, 201);
  const res = await create(listing({ slug: 'ma-villa-unique' }));
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().statusCode, 'CONFLICT');
});

test('update: owner only; keeps images named by URL, adds new ones, drops the rest', async () => {
  const created = (
    await create(listing({ name: 'À modifier' }), [
      { field: 'image', name: 'm.png', type: 'image/png', data: await pngImage() },
      { field: 'images', name: 'a.png', type: 'image/png', data: await pngImage() },
      { field: 'images', name: 'b.png', type: 'image/png', data: await pngImage() },
    ])
  ).json().data;
  const url = `/api/v1/products/${created.id}`;
  const res = await sendMultipart(
    ctx.app,
    url,
    owner.auth,
    {
      product_data: JSON.stringify({
        name: 'Modifié',
        price: 1234,
        images: [created.images[0]],
        status: 'INACTIVE',
      }),
    },
    [{ field: 'images', name: 'c.jpg', type: 'image/jpeg', data: await jpegImage() }],
    'PUT',
  );
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().data;
  assert.equal(res.json().statusCode, 'UPDATED_SUCCESSFULLY');
  assert.equal(data.name, 'Modifié');
  assert.equal(data.price, 1234);
  assert.equal(data.status, 'INACTIVE');
  assert.equal(data.image, created.image);
  assert.equal(data.images.length, 2);
  assert.equal(data.images[0], created.images[0]);
  const dropped = path.join(ctx.dataDir, created.images[1].replace('/uploads/', 'uploads/'));
  assert.equal(existsSync(dropped), false);

  const json = await update(url, { description: 'JSON seul' });
  assert.equal(json.statusCode, 200);
  assert.equal(json.json().data.description, 'JSON seul');

  const intruder = await update(url, { name: 'Volé' }, other);
  assert.equal(intruder.statusCode, 403);
  const missing = await update('/api/v1/products/00000000-0000-4000-8000-000000000000', { name: 'x' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().statusCode, 'NOT_FOUND');
  const badId = await update('/api/v1/products/123', { name: 'x' });
  assert.equal(badId.statusCode, 400);
  const invalid = await update(url, { price: 'cher' });
  assert.equal(invalid.statusCode, 400);
});

test('my listings include INACTIVE ones; others do not see them', async () => {
  const mine = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/products/mine?limit=50',
    headers: owner.auth,
  });
  assert.equal(mine.statusCode, 200);
  const data = mine.json().data as { status: string; user_id: string }[];
  assert.ok(data.some((p) => p.status === 'INACTIVE'));
  assert.ok(data.every((p) => p.user_id === owner.user.id));
  const theirs = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine', headers: other.auth });
  assert.equal(theirs.json().meta.total, 0);
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/mine' })).statusCode, 401);
});

test('delete: owner only, removes the listing and its files', async () => {
  const created = (
    await create(listing({ name: 'À supprimer' }), [
      { field: 'image', name: 'm.png', type: 'image/png', data: await pngImage() },
    ])
  ).json().data;
  const url = `/api/v1/products/${created.id}`;
  assert.equal((await ctx.app.inject({ method: 'DELETE', url, headers: other.auth })).statusCode, 403);
  assert.equal((await ctx.app.inject({ method: 'DELETE', url })).statusCode, 401);
  const res = await ctx.app.inject({ method: 'DELETE', url, headers: owner.auth });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().statusCode, 'DELETED_SUCCESSFULLY');
  assert.equal(existsSync(path.join(ctx.dataDir, created.image.replace('/uploads/', 'uploads/'))), false);
  const again = await ctx.app.inject({ method: 'DELETE', url, headers: owner.auth });
  assert.equal(again.statusCode, 404);
  assert.equal(again.json().statusCode, 'NOT_FOUND');
});

test('/api/docs documents the listing writes’ bodies: product_data’s fields, the image files, the JSON update', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const form =
    doc.paths['/api/v1/products/create']?.post?.requestBody?.content?.['multipart/form-data']?.schema;
  assert.ok(form, 'create documents its multipart body');
  assert.deepEqual(Object.keys(form.properties).sort(), ['image', 'images', 'product_data']);
  assert.equal(form.properties.image.format, 'binary');
  assert.equal(form.properties.images.items.format, 'binary');
  const data = form.properties.product_data;
  assert.deepEqual([...data.required].sort(), ['category', 'name', 'price']);
  for (const field of [
    'slug',
    'currency',
    'tags',
    'features',
    'location',
    'land_title',
    'entry_costs',
    'images',
  ])
    assert.ok(data.properties[field], `create's product_data documents ${field}`);
  assert.equal(data.properties.location.properties.lat.maximum, 90);
  assert.equal(data.properties.entry_costs.properties.advance_months.maximum, 36);
  assert.ok(data.properties.land_title.enum.includes('titled'));
  const update = doc.paths['/api/v1/products/{id}']?.put?.requestBody?.content;
  assert.ok(update?.['multipart/form-data'] && update['application/json'], 'update documents both bodies');
  const changes = update['multipart/form-data'].schema.properties.product_data;
  assert.equal(changes.required, undefined, 'on update every field is optional');
  assert.deepEqual(
    Object.keys(update['application/json'].schema.properties),
    Object.keys(changes.properties),
  );
});

test('product_data: a wrong type of a nullable field is one error, in the French 400; scalars are coerced', async () => {
  const bad = await create(listing({ sku: { code: 1 }, land_title: 'maybe' }));
  assert.equal(bad.statusCode, 400);
  const body = bad.json();
  assert.equal(body.statusCode, 'VALIDATION_ERROR');
  assert.equal(body.message, 'Données de l’annonce invalides.');
  assert.deepEqual(body.errors, [
    { path: '/sku', message: 'must be string,null', params: { type: ['string', 'null'] } },
    {
      path: '/land_title',
      message: 'must be equal to one of the allowed values',
      params: { allowedValues: ['titled', 'in_progress', 'none', null] },
    },
  ]);
  const coerced = await create(listing({ price: '1500000', sku: 42, features: { bedrooms: '3' } }));
  assert.equal(coerced.statusCode, 201, coerced.body);
  const created = coerced.json().data;
  assert.deepEqual([created.price, created.sku, created.features.bedrooms], [1_500_000, '42', 3]);
});
