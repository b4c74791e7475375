// Multipart bodies (a listing's create and update, a verification request) never reach the JSON body guard: their
// fields are checked by the form readers with the same rules (nesting, NUL, lone surrogates), everything is checked
// before a photo is stored, and photos stored for a write that fails are removed again, whatever the failure.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Queryable } from '../../src/lib/db.js';
import { MAX_INPUT_DEPTH } from '../../src/lib/strings.js';
import { createListing, multipart, pngImage, setupTestApp, signedIn } from '../helper.js';

let auth: Record<string, string>;
let png: Buffer;
let listingId: string;

const ctx = setupTestApp({}, async (c) => {
  ({ auth } = await signedIn(c.app));
  png = await pngImage(32, 24);
  listingId = (await createListing(c.app, auth)).id;
});

/** Every file under DATA_DIR/uploads and DATA_DIR/private. */
function files(): string[] {
  return ['uploads', 'private'].flatMap((dir) => {
    try {
      return readdirSync(path.join(ctx.dataDir, dir), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name));
    } catch {
      return [];
    }
  });
}

/** `[[…[]…]]`, `depth` arrays deep. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** product_data of a small house with `depth` levels nested inside it (in `variants`), as a JSON body's are counted. */
const deepProductData = (depth: number) =>
  `{"name":"Maison profonde","category":"house","price":1000,"variants":${nestedArrays(depth)}}`;

async function send(
  route: 'create' | 'update',
  fields: Record<string, string>,
  withPhotos = true,
): Promise<{ status: number; body: { statusCode: string; message: string; data: unknown } }> {
  const photos = withPhotos
    ? [
        { field: 'image', name: 'a.png', type: 'image/png', data: png },
        { field: 'images', name: 'b.png', type: 'image/png', data: png },
      ]
    : [];
  const form = multipart(fields, photos);
  const res = await ctx.app.inject({
    method: route === 'create' ? 'POST' : 'PUT',
    url: route === 'create' ? '/api/v1/products/create' : `/api/v1/products/${listingId}`,
    headers: { ...form.headers, ...auth },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('product_data nested too deep in a multipart listing write', () => {
  for (const route of ['create', 'update'] as const) {
    for (const depth of [MAX_INPUT_DEPTH + 1, 10_000, 30_000]) {
      it(`${route}: ${depth} levels inside answer 400 VALIDATION_ERROR in French and leave no file`, async () => {
        const filesBefore = files();
        const { status, body } = await send(route, { product_data: deepProductData(depth) });
        assert.equal(status, 400, JSON.stringify(body));
        assert.equal(body.statusCode, 'VALIDATION_ERROR');
        assert.equal(body.data, null);
        assert.match(body.message, /trop imbriqué/);
        assert.deepEqual(files(), filesBefore, 'files left behind');
      });
    }
  }

  it(`${MAX_INPUT_DEPTH} levels, as deep as a JSON body may go, are still taken`, async () => {
    const { status, body } = await send('create', { product_data: deepProductData(MAX_INPUT_DEPTH) });
    assert.equal(status, 201, JSON.stringify(body));
  });
});

describe('forbidden characters in any field of a multipart body', () => {
  for (const [label, fields] of [
    ['a NUL in product_data', { product_data: '{"name":"Mai\\u0000son","category":"house","price":1}' }],
    ['a NUL in a field the form ignores', { product_data: '{"name":"Maison"}', note: 'a\u0000b' }],
    ['a NUL in a field name', { product_data: '{"name":"Maison"}', 'no\u0000te': 'x' }],
  ] as const) {
    it(`${label}: 400 VALIDATION_ERROR, no file`, async () => {
      const filesBefore = files();
      const { status, body } = await send('update', fields as Record<string, string>);
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(body.statusCode, 'VALIDATION_ERROR');
      assert.match(body.message, /Caractère interdit/);
      assert.deepEqual(files(), filesBefore);
    });
  }

  it('a NUL in a field of a verification request: 400 VALIDATION_ERROR, no document kept', async () => {
    const filesBefore = files();
    const form = multipart({ phone: '699 00 11 22', extra: 'x\u0000' }, [
      { field: 'document', name: 'id.png', type: 'image/png', data: png },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/verification',
      headers: { ...form.headers, ...auth },
      payload: form.payload,
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().statusCode, 'VALIDATION_ERROR');
    assert.deepEqual(files(), filesBefore);
  });
});

describe('photos stored for a write that fails afterwards', () => {
  for (const route of ['create', 'update'] as const) {
    it(`${route}: the database failing on the write answers 503 and the photos are removed`, async () => {
      const filesBefore = files();
      const db = ctx.app.db as Queryable;
      const original = db.query.bind(db);
      let failed = false;
      db.query = (async (sql: string, params?: unknown[]) => {
        if (/^\s*(INSERT INTO|UPDATE) products\b/i.test(sql) && !failed) {
          failed = true;
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        }
        return original(sql, params);
      }) as Queryable['query'];
      let res;
      try {
        res = await send(route, { product_data: '{"name":"Maison","category":"house","price":1000}' });
      } finally {
        db.query = original;
      }
      assert.ok(failed, 'the write was reached');
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.deepEqual(files(), filesBefore, 'photos left behind');
    });
  }
});
