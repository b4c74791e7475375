// Property-based fuzzing of every route of api/README.md through app.inject. Each request is random
// or malformed (bodies of wrong types and sizes, unicode, NUL and lone surrogates, prototype-pollution keys, query
// strings, path parameters, Authorization and Content-Type headers, multipart parts). Every answer must be a 2xx or
// a 4xx in the envelope, with no stack trace and no SQL text, and a 4xx must leave the database and the uploads
// folder exactly as they were (a digest of every table and of the file list, taken after each request).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { MAX_INPUT_DEPTH } from '../../src/lib/strings.js';
import { SearchQuerySchema } from '../../src/schemas/search.js';
import { signJwt } from '../../src/lib/tokens.js';
import { login, multipart, PASSWORD, pngImage, setupTestApp, signup, type TestContext } from '../helper.js';

interface Fixture {
  email: string;
  userId: string;
  token: string;
  refresh: string;
  productId: string;
  slug: string;
  imageUrl: string;
  verifyToken: string;
  png: Buffer;
}
const fx = {} as Fixture;
let ctx: TestContext;

const prepare = async (c: TestContext) => {
  const user = await signup(c.app);
  const session = await login(c.app, user.email);
  fx.email = user.email;
  fx.userId = user.id;
  fx.token = session.accessToken.token;
  fx.refresh = session.refreshToken.token;
  fx.png = await pngImage(32, 24);
  const form = multipart(
    { product_data: JSON.stringify({ name: 'Villa fuzz', category: 'house', price: 5000000 }) },
    [{ field: 'image', name: 'a.png', type: 'image/png', data: fx.png }],
  );
  const created = await c.app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { ...form.headers, authorization: `Bearer ${fx.token}` },
    payload: form.payload,
  });
  assert.equal(created.statusCode, 201, created.body);
  const product = created.json().data;
  fx.productId = product.id;
  fx.slug = product.slug;
  fx.imageUrl = product.image;
  fx.verifyToken = await signJwt(c.app.jwtKey, 'verify-email', { email: user.email }, 3600);
};

// ---------------------------------------------------------------------------------------------------------------
// Digest of the data: every table of the schema (count + md5 of its rows) and the list of stored files.

let tables: string[] | undefined;
async function digest(): Promise<string> {
  tables ??= (
    await ctx.db.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schemaversion'
       ORDER BY 1`,
    )
  ).map((r) => r.t);
  const sql = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${t} x`,
    )
    .join(' UNION ALL ');
  const rows = await ctx.db.query<{ t: string; n: number; h: string }>(sql);
  // Public images and private files (identity documents of verification requests) alike.
  const list = (...dir: string[]) => {
    try {
      return readdirSync(path.join(ctx.dataDir, ...dir)).sort();
    } catch {
      return [];
    }
  };
  const files = [...list('uploads', 'products'), ...list('private', 'verifications')];
  return JSON.stringify({ rows, files });
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks.

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  'Ÿ̸̢̛̙̺͎͓ő̴',
  '💥🏠'.repeat(20),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fjwt-secret',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  'urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}',
  '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
  '00000000-0000-0000-0000-000000000000',
  'a@b.c',
  'A'.repeat(300),
  'é'.repeat(3000),
];
const nasty = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 12_000 }) },
);
const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  0.001,
  0.01,
  0.5,
  1,
  100,
  101,
  999_999_999.999,
  1e9,
  1e13,
  1e14,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];
const scalar = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.boolean(),
  fc.constant(null),
);
/** A nasty string or a scalar deep down objects and arrays (a NUL 33 levels down was a 500 the depth-3 values missed). */
const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 4, max: 64 }), fc.oneof(nasty, scalar), fc.boolean())
  .map(([depth, leaf, arrays]) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
    return value;
  });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nasty, scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepValue },
);

/** Each field of a valid body kept, replaced by a random value or left out; random extra keys may be added. */
function mutate(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(template)) {
    const valid =
      value && typeof value === 'object' && !Array.isArray(value)
        ? mutate(value as Record<string, unknown>)
        : fc.constant(value);
    const poisoned =
      typeof value === 'string'
        ? fc.constantFrom(`${value}\u0000`, `\ud800${value}`, `${value}\udc00x`, `${value}\u0000\ud83d`)
        : anyValue;
    fields[key] = fc.oneof(
      { weight: 4, arbitrary: valid },
      { weight: 1, arbitrary: poisoned },
      { weight: 2, arbitrary: anyValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  return fc.tuple(fc.record(fields), fc.dictionary(nasty, anyValue, { maxKeys: 2 })).map(([known, extra]) => {
    const out: Record<string, unknown> = { ...extra };
    for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v;
    return out;
  });
}

const POLLUTION = [
  '"__proto__":{"isAdmin":true,"polluted":1},',
  '"constructor":{"prototype":{"polluted":1}},',
  '"__proto__":[],',
];

/** A body: mutated JSON (maybe with prototype-pollution keys), or junk under a random Content-Type. */
function body(template: Record<string, unknown> | null): fc.Arbitrary<Partial<InjectOptions>> {
  const json = (template ? mutate(template) : fc.dictionary(nasty, anyValue, { maxKeys: 3 })).chain((obj) =>
    fc.tuple(fc.constant(obj), fc.option(fc.constantFrom(...POLLUTION), { freq: 4 })),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: json.map(([obj, pollution]) => {
        let text = JSON.stringify(obj);
        if (pollution) text = text.replace(/^\{/, `{${pollution}`).replace(/,\}$/, '}');
        return { payload: text, headers: { 'content-type': 'application/json' } };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            nasty,
            fc.json(),
            fc.constantFrom('{', '[1,2', '{"a":}', 'null', '[]', '"str"', '1', 'true', '{"a":1}{"b":2}'),
          ),
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'application/xml',
            'image/jpeg',
            '',
            '*/*',
            'application/vnd.api+json',
          ),
        )
        .map(([payload, type]) => ({ payload, headers: type ? { 'content-type': type } : {} })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Partial<InjectOptions>>(
        { payload: '', headers: { 'content-type': 'application/json' } },
        { payload: `{"a":"${'x'.repeat(300 * 1024)}"}`, headers: { 'content-type': 'application/json' } },
        { payload: '['.repeat(5000) + ']'.repeat(5000), headers: { 'content-type': 'application/json' } },
      ),
    },
    { weight: 1, arbitrary: multipartBody() },
  );
}

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

/**
 * JSON text nested from just under the body guard's limit to tens of thousands of levels (a field may hold 64 KB):
 * the fields of a multipart body never pass the JSON body guard, and product_data 10 000 levels deep once answered
 * 500 after its photos were stored, leaving them on disk.
 */
const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: MAX_INPUT_DEPTH - 2, max: MAX_INPUT_DEPTH + 40 }),
      fc.integer({ min: 8_000, max: 30_000 }),
    ),
    // variants and variations take any JSON: the schema let them through to the database.
    fc.constantFrom('variants', 'variants', 'variations', 'features', 'location', 'tags', 'other'),
    fc.boolean(),
    fc.oneof(nasty, scalar),
  )
  .map(([depth, key, arrays, leaf]) => {
    const inner = arrays
      ? `${'['.repeat(depth)}${JSON.stringify(leaf) ?? 'null'}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}${JSON.stringify(leaf) ?? 'null'}${'}'.repeat(depth)}`;
    return `{"name":"Maison","category":"house","price":1000,"${key}":${inner}}`;
  });

/** A text field's value: a nasty string, a NUL somewhere, or JSON nested far too deep. */
const fieldValue = fc.oneof(
  nasty,
  nasty.map((v) => `${v}\u0000`),
  deepJsonText,
);

/** A multipart body for the listing routes (product_data and photos) or for a verification request (phone, document). */
function multipartBody(kind: 'listing' | 'verification' = 'listing'): fc.Arbitrary<Partial<InjectOptions>> {
  const productData = fc.oneof(
    { weight: 3, arbitrary: listingData() },
    { weight: 2, arbitrary: deepJsonText },
    { weight: 1, arbitrary: nasty },
  );
  const phone = fc.oneof(fc.constantFrom('699 00 11 22', '+237 6 99 00 11 22'), fieldValue);
  const file = fc.record({
    field:
      kind === 'listing'
        ? fc.constantFrom('image', 'images', 'product_data', 'other', 'ima\u0000ge')
        : fc.constantFrom('document', 'document', 'phone', 'other', 'docu\u0000ment'),
    name: fc.oneof(
      fc.constantFrom('a.jpg', 'x.svg', '../../evil.jpg', 'a"b.jpg'),
      nasty.map((s) => s.slice(0, 40)),
    ),
    type: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
    ),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
      fc.constant('PNG' as const),
      fc.constant('PNG' as const),
      fc.constant(Buffer.concat([JPEG_HEAD, Buffer.from('<html><script>alert(1)</script></html>')])),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.alloc(0)),
    ),
  });
  const main = kind === 'listing' ? 'product_data' : 'phone';
  // A form the route reads to the end (valid photos, no damage): only its fields can refuse it, after the photos
  // were decoded, which is where a failure used to leave files behind.
  const wellFormed = fc
    .record({
      known: kind === 'listing' ? fc.oneof(listingData(), deepJsonText) : phone,
      extra: fc.option(fc.tuple(fc.constantFrom('note', 'no\u0000te', main), fieldValue), { freq: 2 }),
      photos: fc.integer({ min: kind === 'listing' ? 0 : 1, max: 2 }),
    })
    .map(({ known, extra, photos }) => {
      const field = kind === 'listing' ? 'images' : 'document';
      const form = multipart(
        { [main]: known, ...(extra ? { [extra[0]]: extra[1] } : {}) },
        Array.from({ length: photos }, (_, i) => ({
          field: kind === 'listing' && i === 0 ? 'image' : field,
          name: 'a.png',
          type: 'image/png',
          data: fx.png,
        })),
      );
      return { payload: form.payload, headers: form.headers };
    });
  const chaotic = fc
    .record({
      known: fc.option(kind === 'listing' ? productData : phone, { freq: 8 }),
      fields: fc.dictionary(
        fc.oneof(
          fc.constantFrom(main, 'note', 'no\u0000te'),
          nasty.map((s) => s.slice(0, 20)),
        ),
        kind === 'listing' ? fc.oneof(productData, fieldValue) : fieldValue,
        { maxKeys: 2 },
      ),
      files: fc.array(file, { maxLength: 3 }),
      damage: fc.constantFrom('none', 'none', 'none', 'truncate', 'no-boundary', 'wrong-boundary', 'no-end'),
    })
    .map(({ known, fields, files, damage }) => {
      const form = multipart(
        { ...(known === null ? {} : { [main]: known }), ...fields },
        files.map((f) => ({ ...f, data: f.data === 'PNG' ? fx.png : f.data })),
      );
      let payload = form.payload;
      let type = form.headers['content-type'];
      if (damage === 'truncate') payload = payload.subarray(0, Math.floor(payload.length / 2));
      if (damage === 'no-boundary') type = 'multipart/form-data';
      if (damage === 'wrong-boundary') type = 'multipart/form-data; boundary=nope';
      if (damage === 'no-end') payload = payload.subarray(0, payload.length - 8);
      return { payload, headers: { 'content-type': type } };
    });
  return fc.oneof(wellFormed, chaotic);
}

/** A listing's product_data, each field kept, poisoned or left out. */
function listingData(): fc.Arbitrary<string> {
  return fc.oneof(
    mutate({
      name: 'Maison',
      category: 'house',
      price: 1000,
      weight: 10,
      tags: 'a,b',
      variants: [],
      features: { bedrooms: 2, bathrooms: 1.5, area: 120 },
      location: { city: 'Douala', district: 'Akwa' },
      dimensions: { length: 1, width: 2, height: 3 },
      land_type: 'constructible',
      images: [],
    }).map((d) => JSON.stringify(d)),
    nasty,
  );
}

/** URL path segment: the real value, another valid-looking one, or junk (encoded, raw, or invalid UTF-8). */
function segment(valid: () => string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null).map(() => encodeURIComponent(valid())) },
    { weight: 1, arbitrary: fc.uuid().map(String) },
    {
      weight: 4,
      arbitrary: nasty.map((s) => {
        try {
          return encodeURIComponent(s);
        } catch {
          return '%ED%A0%80';
        }
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%ED%A0%80',
        '%C0%AF',
        '..',
        '.',
        '%2e%2e%2f',
        'a/b',
        'x'.repeat(3000),
      ),
    },
  );
}

function queryString(keys: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    nasty,
    fc.constantFrom(...BOUNDARY_NUMBERS.map(String), 'true', 'false', 'price-asc', 'recent', 'constructible'),
  );
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys, 'page', 'limit'), nasty), value).map(([k, v]) => {
    try {
      return `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
    } catch {
      return `${k.length}=%ED%A0%80`;
    }
  });
  return fc.oneof(
    fc.array(pair, { maxLength: 5 }).map((p) => (p.length ? `?${p.join('&')}` : '')),
    fc.constantFrom(
      '?',
      '?&&&',
      '?page',
      '?page=1&page=2&page=3',
      '?limit[]=1',
      '?a=%',
      `?query=${'a'.repeat(5000)}`,
    ),
  );
}

const forgedNone = () =>
  [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ sub: fx.userId, purpose: 'access', iss: 'immo237', exp: 9e9 })).toString(
      'base64url',
    ),
    '',
  ].join('.');
const AUTH_KINDS = [
  'valid',
  'valid',
  'valid',
  'none',
  'junk',
  'basic',
  'empty',
  'alg-none',
  'tampered',
  'verify',
  'refresh',
  'long',
] as const;
const authorization = fc.tuple(fc.constantFrom(...AUTH_KINDS), nasty).map(([kind, junk]) => {
  switch (kind) {
    case 'valid':
      return `Bearer ${fx.token}`;
    case 'none':
      return undefined;
    case 'junk':
      return `Bearer ${junk.replace(/[^\x20-\x7e]/g, '')}`;
    case 'basic':
      return 'Basic ZGVtbzpkZW1v';
    case 'empty':
      return 'Bearer';
    case 'alg-none':
      return `Bearer ${forgedNone()}`;
    case 'tampered':
      return `Bearer ${fx.token.slice(0, -3)}${fx.token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    case 'verify':
      return `Bearer ${fx.verifyToken}`;
    case 'refresh':
      return `Bearer ${fx.refresh}`;
    case 'long':
      return `Bearer ${'a'.repeat(8000)}.${'b'.repeat(100)}.c`;
  }
});
const extraHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('1.2.3.4', '::1', 'unknown, 1.1.1.1', ''),
      nasty.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'application/xml;q=0.9'),
    'accept-language': fc.constantFrom('fr', 'en', 'zz', '*'),
    origin: fc.constantFrom('http://127.0.0.1:3000', 'https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------------------------
// The routes of api/README.md.

interface Route {
  name: string;
  /** Which test file sends it: the routes are split in two files so that each stays well under a minute. */
  group?: 'products';
  method: InjectOptions['method'];
  path: () => fc.Arbitrary<string>;
  body?: Record<string, unknown> | null;
  /** A route reading a multipart form: two requests in three send one (random fields and files, deep JSON). */
  form?: 'listing' | 'verification';
  query?: string[];
  runs?: number;
}
const p = (s: string) => () => fc.constant(s);
const ROUTES: Route[] = [
  { name: 'GET /api/health', method: 'GET', path: p('/api/health'), query: ['x'] },
  { name: 'GET /api/docs/json', method: 'GET', path: p('/api/docs/json'), runs: 10 },
  {
    name: 'POST /auth/signup',
    method: 'POST',
    path: p('/api/v1/auth/signup'),
    body: {
      email: 'fuzz@example.cm',
      password: PASSWORD,
      firstName: 'A',
      fullname: 'B',
      lastName: 'C',
      pseudo: 'abc',
      role: 'USER',
    },
  },
  {
    name: 'POST /auth/login',
    method: 'POST',
    path: p('/api/v1/auth/login'),
    body: { email: 'x', password: PASSWORD },
  },
  {
    name: 'POST /auth/refresh',
    method: 'POST',
    path: p('/api/v1/auth/refresh'),
    body: { refreshToken: 'x'.repeat(43) },
  },
  {
    name: 'POST /auth/logout',
    method: 'POST',
    path: p('/api/v1/auth/logout'),
    body: { refreshToken: 'y'.repeat(43) },
  },
  {
    name: 'GET /auth/auth/verify-email/:token',
    method: 'GET',
    path: () => segment(() => fx.verifyToken).map((t) => `/api/v1/auth/auth/verify-email/${t}`),
  },
  {
    name: 'POST /auth/resend-verification-email',
    method: 'POST',
    path: p('/api/v1/auth/resend-verification-email'),
    body: { email: 'a@b.cm' },
  },
  {
    name: 'POST /auth/forgot-password',
    method: 'POST',
    path: p('/api/v1/auth/forgot-password'),
    body: { email: 'a@b.cm' },
  },
  {
    name: 'POST /auth/reset-password',
    method: 'POST',
    path: p('/api/v1/auth/reset-password'),
    body: { token: 'z'.repeat(43), password: PASSWORD },
  },
  {
    name: 'GET /user/user/resend-verification-email/:id',
    method: 'GET',
    path: () => segment(() => fx.userId).map((id) => `/api/v1/user/user/resend-verification-email/${id}`),
  },
  { name: 'GET /user/user-profile', method: 'GET', path: p('/api/v1/user/user-profile') },
  {
    name: 'PATCH /user/update-profile',
    method: 'PATCH',
    path: p('/api/v1/user/update-profile'),
    body: {
      firstname: 'A',
      lastname: 'B',
      phone: '+237 6 99 00 00 00',
      pseudo: 'abc',
      bio: 'bio',
      avatar: '/uploads/x',
    },
  },
  {
    name: 'POST /user/send-message-to-admin',
    method: 'POST',
    path: p('/api/v1/user/send-message-to-admin'),
    body: {
      message: 'Bonjour',
      name: 'A',
      email: 'a@b.cm',
      subject: 's',
      propertyId: '00000000-0000-4000-8000-000000000000',
    },
  },
  { name: 'GET /user/messages', method: 'GET', path: p('/api/v1/user/messages'), query: ['page', 'limit'] },
  { name: 'GET /user/favourites', method: 'GET', path: p('/api/v1/user/favourites') },
  { name: 'GET /user/verification', method: 'GET', path: p('/api/v1/user/verification') },
  {
    name: 'POST /user/verification',
    method: 'POST',
    path: p('/api/v1/user/verification'),
    body: { phone: '699001122', document: 'x' },
    form: 'verification',
  },
  {
    name: 'GET /admin/verifications (as a member)',
    method: 'GET',
    path: () =>
      fc
        .constantFrom('/api/v1/admin/verifications', '/api/v1/admin/dashboard')
        .chain((base) => segment(() => 'x').map((s) => (s === 'x' ? base : `${base}/${s}/document`))),
  },
  {
    name: 'POST /user/favourites/:productId',
    method: 'POST',
    path: () => segment(() => fx.productId).map((id) => `/api/v1/user/favourites/${id}`),
    body: null,
  },
  {
    name: 'DELETE /user/favourites/:productId',
    method: 'DELETE',
    path: () => segment(() => fx.productId).map((id) => `/api/v1/user/favourites/${id}`),
  },
  { name: 'GET /user/alerts', method: 'GET', path: p('/api/v1/user/alerts') },
  {
    name: 'POST /user/alerts',
    method: 'POST',
    path: p('/api/v1/user/alerts'),
    body: {
      filters: { city: 'Douala', district: 'Akwa', priceMax: 200000, forSale: false, excludeLand: true },
      frequency: 'daily',
    },
  },
  {
    name: 'PATCH /user/alerts/:id',
    method: 'PATCH',
    path: () => segment(() => '00000000-0000-4000-8000-000000000000').map((s) => `/api/v1/user/alerts/${s}`),
    body: { frequency: 'immediate', paused: true },
  },
  {
    name: 'DELETE /user/alerts/:id',
    method: 'DELETE',
    path: () => segment(() => '00000000-0000-4000-8000-000000000000').map((s) => `/api/v1/user/alerts/${s}`),
  },
  {
    name: 'POST /alerts/unsubscribe',
    method: 'POST',
    path: p('/api/v1/alerts/unsubscribe'),
    query: ['token'],
    body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
  },
  {
    name: 'POST /contact',
    method: 'POST',
    path: p('/api/v1/contact'),
    body: { name: 'A', email: 'a@b.cm', phone: '699000000', subject: 'question', message: 'Bonjour' },
  },
  {
    name: 'GET /agents',
    method: 'GET',
    path: p('/api/v1/agents'),
    query: ['query', 'specialty', 'city', 'limit'],
  },
  {
    name: 'GET /agents/:slug',
    method: 'GET',
    path: () => segment(() => 'jean-paul-mbarga').map((s) => `/api/v1/agents/${s}`),
  },
  {
    name: 'POST /agents/:slug/contact',
    method: 'POST',
    path: () => segment(() => 'jean-paul-mbarga').map((s) => `/api/v1/agents/${s}/contact`),
    body: { name: 'A', email: 'a@b.cm', message: 'Bonjour' },
  },
  { name: 'GET /user/agent-profile', method: 'GET', path: p('/api/v1/user/agent-profile') },
  {
    name: 'PUT /user/agent-profile',
    method: 'PUT',
    path: p('/api/v1/user/agent-profile'),
    body: {
      specialty: 'land',
      cities: ['Douala'],
      languages: ['fr'],
      experience: 3,
      presentation: 'Bonjour',
      showPhone: true,
      photo: '/uploads/agents/a.webp',
    },
  },
  { name: 'DELETE /user/agent-profile', method: 'DELETE', path: p('/api/v1/user/agent-profile') },
  {
    name: 'POST /notify',
    method: 'POST',
    path: p('/api/v1/notify'),
    body: { email: 'a@b.cm', topic: 'sales' },
  },
  ...['/api/v1/products/public/search', '/api/v1/products', '/api/v1/products/mine'].map<Route>((url) => ({
    name: `GET ${url.replace('/api/v1', '')}`,
    group: 'products',
    method: 'GET',
    path: p(url),
    // Every parameter the search declares, so a new one is fuzzed as soon as it exists.
    query: Object.keys(SearchQuerySchema.properties),
  })),
  {
    name: 'GET /locations',
    group: 'products',
    method: 'GET',
    path: p('/api/v1/locations'),
    query: ['city'],
    runs: 20,
  },
  {
    name: 'POST /products/public/:id/contact-tap',
    group: 'products',
    method: 'POST',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/public/${s}/contact-tap`),
    body: { channel: 'whatsapp' },
  },
  {
    name: 'POST /products/public/:id/view',
    group: 'products',
    method: 'POST',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/public/${s}/view`),
    body: null,
  },
  {
    name: 'GET /products/:id/stats',
    group: 'products',
    method: 'GET',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/${s}/stats`),
    query: ['days'],
  },
  {
    name: 'GET /products/mine/stats',
    group: 'products',
    method: 'GET',
    path: p('/api/v1/products/mine/stats'),
  },
  {
    name: 'GET /products/public/version',
    group: 'products',
    method: 'GET',
    path: () => fc.constant('/api/v1/products/public/version'),
  },
  {
    name: 'GET /products/public/details/:slug',
    group: 'products',
    method: 'GET',
    path: () => segment(() => fx.slug).map((s) => `/api/v1/products/public/details/${s}`),
  },
  {
    name: 'GET /products/public/by-id/:id',
    group: 'products',
    method: 'GET',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/public/by-id/${s}`),
  },
  {
    name: 'POST /products/create',
    group: 'products',
    method: 'POST',
    path: p('/api/v1/products/create'),
    body: { name: 'Maison', category: 'house', price: 1 },
    form: 'listing',
    runs: 60,
  },
  {
    name: 'PUT /products/:id',
    group: 'products',
    method: 'PUT',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/${s}`),
    body: { name: 'Maison', price: 2, image: 'x', images: [], status: 'ACTIVE' },
    form: 'listing',
    runs: 60,
  },
  {
    name: 'DELETE /products/:id',
    group: 'products',
    method: 'DELETE',
    path: () => segment(() => '00000000-0000-4000-8000-000000000000').map((s) => `/api/v1/products/${s}`),
  },
  {
    name: 'POST /products/:id/availability',
    group: 'products',
    method: 'POST',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/${s}/availability`),
    body: { available: false, reason: 'SOLD' },
  },
  {
    name: 'POST /products/confirm-availability',
    group: 'products',
    method: 'POST',
    path: p('/api/v1/products/confirm-availability'),
    body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
  },
  {
    name: 'POST /products/:id/report',
    group: 'products',
    method: 'POST',
    path: () => segment(() => fx.productId).map((s) => `/api/v1/products/${s}/report`),
    body: { reason: 'scam', comment: 'Argent demandé avant la visite' },
  },
  {
    name: 'GET /uploads/products/:file',
    group: 'products',
    method: 'GET',
    path: () =>
      fc.oneof(
        fc.constant(null).map(() => fx.imageUrl),
        segment(() => 'x-480.webp').map((s) => `/uploads/products/${s}`),
        fc.constantFrom(
          '/uploads/../jwt-secret',
          '/uploads/%2e%2e/jwt-secret',
          '/uploads/',
          '/uploads/products/',
          '/uploads/.hidden',
        ),
      ),
  },
  {
    name: 'unknown routes and methods',
    method: 'GET',
    path: () =>
      fc
        .tuple(
          fc.constantFrom('/api/v1/', '/api/', '/', '/api/v1/products/'),
          segment(() => 'nope'),
        )
        .map(([a, b]) => a + b),
  },
];

const DEFAULT_RUNS = 38;
/**
 * The suite in CI replays the same inputs (a red CI must point at a change, not at a lucky draw); FUZZ_SEED=random
 * explores new ones, FUZZ_SEED=<n> replays a run (every failure prints its seed).
 */
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_125);
const LEAK =
  /(\n\s+at .+:\d+:\d+)|node_modules|\.ts:\d+|syntax error at or near|violates \w+ (key )?constraint|invalid input syntax for|duplicate key value|numeric field overflow|invalid byte sequence|unsupported Unicode escape|out of range for type|relation "\w+"|column "\w+"|ECONNREFUSED|pg_trgm|SELECT .+ FROM/i;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

/**
 * Registers the fuzz tests of one group of routes on a fresh app. Every route sends `runs` requests (default
 * DEFAULT_RUNS); the two groups together send FUZZ_TOTAL requests (asserted in each file, printed at the end).
 */
export function runFuzz(group: 'main' | 'products'): void {
  ctx = setupTestApp({}, prepare);
  const planned = ROUTES.filter((r) => (r.group ?? 'main') === group).reduce(
    (n, r) => n + (r.runs ?? DEFAULT_RUNS),
    0,
  );
  let total = 0;
  const started = Date.now();
  const statuses = new Map<number, number>();

  const only = process.env.FUZZ_ONLY;
  const routes = ROUTES.filter((r) => (r.group ?? 'main') === group && (!only || r.name.includes(only)));
  for (const route of routes) {
    const request = fc
      .record({
        path: route.path(),
        query: queryString(route.query ?? []),
        body: route.form
          ? fc.oneof(
              { weight: 1, arbitrary: body(route.body ?? null) },
              { weight: 2, arbitrary: multipartBody(route.form) },
            )
          : route.body !== undefined
            ? body(route.body)
            : fc.oneof(fc.constant<Partial<InjectOptions>>({}), body(null)),
        // A form is read only once the session is checked: the form routes are mostly sent signed in.
        auth: route.form
          ? fc.oneof(
              { weight: 1, arbitrary: authorization },
              { weight: 2, arbitrary: fc.constant(null).map(() => `Bearer ${fx.token}`) },
            )
          : authorization,
        headers: extraHeaders,
        method: fc.oneof(
          { weight: 12, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
      })
      .map((r): InjectOptions => ({
        method: r.method,
        url: r.path + r.query,
        payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body.payload,
        headers: {
          ...r.headers,
          ...(r.method === 'GET' || r.method === 'HEAD' ? {} : r.body.headers),
          ...(r.auth ? { authorization: r.auth } : {}),
        },
      }));

    test(`fuzz ${route.name}: only 2xx/4xx, nothing leaked, a 4xx changes nothing`, async () => {
      let before = await digest();
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          let timer: NodeJS.Timeout | undefined;
          const res = await Promise.race([
            ctx.app.inject(req),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
            }),
          ]).finally(() => clearTimeout(timer));
          total++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${req.method} ${String(req.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          assert.ok(
            (res.statusCode >= 200 && res.statusCode < 300) ||
              (res.statusCode >= 400 && res.statusCode < 500),
            where,
          );
          assert.doesNotMatch(res.body.slice(0, 20_000).replace(String(req.url), ''), LEAK, where);
          // OPTIONS is answered by @fastify/cors (a bare 204 or 400 for a malformed preflight), HEAD has no body.
          if (res.statusCode >= 400 && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
            const parsed = res.json();
            assert.equal(typeof parsed.statusCode, 'string', where);
            assert.equal(parsed.data, null, where);
          }
          const now = await digest();
          if (res.statusCode >= 400)
            assert.equal(now, before, `a rejected request changed the data: ${where}`);
          before = now;
          assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype polluted');
          assert.equal(({} as Record<string, unknown>).isAdmin, undefined, 'Object.prototype polluted');
        }),
        {
          numRuns: route.runs ?? DEFAULT_RUNS,
          seed: SEED + ROUTES.indexOf(route),
          endOnFailure: true,
          includeErrorInReport: true,
        },
      );
    });
  }

  after(() => {
    const summary = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `# fuzz (${group}, FUZZ_SEED=${SEED}): ${total} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (${summary})`,
    );
  });

  test(`this file sent its ${planned} requests`, { skip: !!only }, () => {
    assert.equal(total, planned);
  });
}

export const FUZZ_TOTAL = ROUTES.reduce((n, r) => n + (r.runs ?? DEFAULT_RUNS), 0);
