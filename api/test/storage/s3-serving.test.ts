// With object storage configured, the API's answers point at S3_PUBLIC_URL/<key> (computed when
// answering from the stored image ids, so rows written before the move point there too), photos live in the bucket
// and leave it in every size, identity documents go to private/ and are still streamed to administrators by the
// API, and the CSPs of the API and of the shell's server allow the photos' origin for images only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { repoRoot } from '../../src/config.js';
import { createS3Client } from '../../src/lib/s3-store.js';
import { IMAGE_WIDTHS } from '../../src/lib/images.js';
import { imageKey } from '../../src/repositories/products.js';
import {
  adminAuth,
  jpegImage,
  pngImage,
  requestVerification,
  sendMultipart,
  setupTestApp,
  signedIn,
  uniqueEmail,
} from '../helper.js';
import { cspDirectives as directives } from '../security/csp-directives.js';
import { bucketKeys, PUBLIC_BUCKET, startLocalS3 } from './local-s3.js';

const local = await startLocalS3();
const s3 = local.config();
const client = createS3Client(s3);
const ADMIN = uniqueEmail('s3-admin');
const ctx = setupTestApp({ s3, adminEmails: [ADMIN.toLowerCase()] });
after(async () => {
  client.destroy();
  await local.close();
});

const photo = (name: string, data: Buffer) => ({ field: 'images', name, type: 'image/png', data });

async function create(auth: Record<string, string>, files: ReturnType<typeof photo>[], main?: Buffer) {
  const res = await sendMultipart(
    ctx.app,
    '/api/v1/products/create',
    auth,
    {
      product_data: JSON.stringify({
        name: `Villa à Kribi ${randomUUID()}`,
        category: 'Maison',
        price: 45_000_000,
      }),
    },
    [...(main ? [{ field: 'image', name: 'main.jpg', type: 'image/jpeg', data: main }] : []), ...files],
  );
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as {
    id: string;
    slug: string;
    image: string;
    images: string[];
    media: { id: string; url: string; srcset: string; sizes: Record<string, string> }[];
  };
}

const keysOf = (id: string) => IMAGE_WIDTHS.map((w) => imageKey(id, w));

test('a listing answers S3_PUBLIC_URL addresses, served from the bucket; nothing is written to DATA_DIR/uploads', async () => {
  const owner = await signedIn(ctx.app);
  const created = await create(owner.auth, [photo('a.png', await pngImage())], await jpegImage(1800, 1200));
  const base = `${s3.publicUrl}/products/`;
  assert.ok(created.image.startsWith(base), created.image);
  assert.ok(created.images.every((url) => url.startsWith(base)));
  assert.equal(created.media.length, 2);
  for (const media of created.media) {
    assert.ok(media.url.startsWith(base));
    for (const part of media.srcset.split(', ')) assert.ok(part.startsWith(base), part);
    for (const [width, url] of Object.entries(media.sizes)) {
      assert.equal(url, `${s3.publicUrl}/${imageKey(media.id, Number(width))}`);
      const served = await fetch(url);
      assert.equal(served.status, 200, url);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, 'webp');
    }
  }
  assert.ok(
    !existsSync(path.join(ctx.dataDir, 'uploads', 'products')) ||
      readdirSync(path.join(ctx.dataDir, 'uploads', 'products')).length === 0,
  );

  // The public reads (details, search) answer the same addresses.
  const details = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/details/${created.slug}`,
  });
  assert.equal(details.json().data.image, created.image);
  const search = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/search?limit=50' });
  const found = (search.json().data as { id: string; image: string }[]).find((p) => p.id === created.id);
  assert.equal(found?.image, created.image);
});

test('a row stored before the move (image ids only) answers S3 addresses too: no data migration', async () => {
  const owner = await signedIn(ctx.app);
  const created = await create(owner.auth, []);
  // What a listing created on the disk store holds: ids and widths, never an address.
  const id = randomUUID();
  await ctx.db.query('UPDATE products SET image = $1 WHERE id = $2', [
    JSON.stringify({ id, widths: IMAGE_WIDTHS }),
    created.id,
  ]);
  const details = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/public/details/${created.slug}`,
  });
  assert.equal(details.json().data.image, `${s3.publicUrl}/products/${id}-960.webp`);
});

test('an update keeps photos named by their S3 address and deletes a dropped one in every size', async () => {
  const owner = await signedIn(ctx.app);
  const created = await create(owner.auth, [
    photo('a.png', await pngImage()),
    photo('b.png', await pngImage(80, 40)),
  ]);
  const [kept, dropped] = created.media;
  assert.ok(kept && dropped);
  for (const key of [...keysOf(kept.id), ...keysOf(dropped.id)])
    assert.ok((await bucketKeys(client, PUBLIC_BUCKET)).includes(key), key);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${created.id}`,
    headers: owner.auth,
    payload: { images: [kept.url] },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data.images, [kept.url]);
  const keys = await bucketKeys(client, PUBLIC_BUCKET);
  for (const key of keysOf(kept.id)) assert.ok(keys.includes(key), `${key} kept`);
  for (const key of keysOf(dropped.id)) assert.ok(!keys.includes(key), `${key} deleted`);

  // Deleting the listing deletes every size of every photo it still had.
  const removed = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/products/${created.id}`,
    headers: owner.auth,
  });
  assert.equal(removed.statusCode, 200, removed.body);
  const left = await bucketKeys(client, PUBLIC_BUCKET);
  for (const key of keysOf(kept.id)) assert.ok(!left.includes(key), `${key} deleted with the listing`);
});

test('a form opened before the move still names photos by /uploads/ address: they are kept, not deleted', async () => {
  const owner = await signedIn(ctx.app);
  const created = await create(owner.auth, [
    photo('a.png', await pngImage()),
    photo('b.png', await pngImage(80, 40)),
  ]);
  const [first, second] = created.media;
  assert.ok(first && second);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${created.id}`,
    headers: owner.auth,
    payload: { images: [`/uploads/${imageKey(first.id, 960)}`, `/uploads/${imageKey(second.id, 480)}`] },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data.images, [first.url, second.url]);
  const keys = await bucketKeys(client, PUBLIC_BUCKET);
  for (const key of [...keysOf(first.id), ...keysOf(second.id)]) assert.ok(keys.includes(key), `${key} kept`);
});

test('an identity document goes to private/ of the bucket, is streamed to administrators, deleted once decided', async () => {
  const member = await signedIn(ctx.app);
  const sent = await requestVerification(
    ctx.app,
    member.auth,
    { phone: '+237 6 99 00 11 22' },
    await pngImage(400, 250),
  );
  assert.ok(sent.statusCode < 300, sent.body);
  const documents = (await bucketKeys(client, PUBLIC_BUCKET)).filter((key) => key.startsWith('private/'));
  assert.equal(documents.length, 1);
  assert.match(documents[0] as string, /^private\/verifications\/[0-9a-f-]+\.webp$/);
  assert.ok(
    !existsSync(path.join(ctx.dataDir, 'private', 'verifications')),
    'nothing on this machine’s disk',
  );

  const admin = await adminAuth(ctx.app, ADMIN);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/verifications', headers: admin });
  const request = (list.json().data as { id: string; email: string }[]).find(
    (r) => r.email === member.user.email,
  );
  assert.ok(request);
  const document = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/verifications/${request.id}/document`,
    headers: admin,
  });
  assert.equal(document.statusCode, 200);
  assert.equal(document.headers['content-type'], 'image/webp');
  assert.equal(document.headers['cache-control'], 'private, no-store');
  assert.equal((await sharp(document.rawPayload).metadata()).format, 'webp');
  const refused = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/verifications/${request.id}/refuse`,
    headers: admin,
    payload: { reason: 'Document illisible, merci de renvoyer une photo nette.' },
  });
  assert.equal(refused.statusCode, 200, refused.body);
  await ctx.app.background.settled();
  assert.deepEqual(
    (await bucketKeys(client, PUBLIC_BUCKET)).filter((key) => key.startsWith('private/')),
    [],
  );
});

test("the API's CSP allows the photos' origin in img-src and nowhere else", async () => {
  const origin = new URL(s3.publicUrl).origin;
  const csp = directives(
    (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
  );
  assert.ok(csp.get('img-src')?.includes(origin), String(csp.get('img-src')));
  for (const [name, sources] of csp) if (name !== 'img-src') assert.ok(!sources.includes(origin), name);
});

test("the shell's server CSP allows S3_PUBLIC_URL's origin in img-src and nowhere else; without it, no other origin", async () => {
  const { createAppServer, imagesOriginFromEnv } = (await import(
    pathToFileURL(path.join(repoRoot, 'scripts', 'serve-app.mjs')).href
  )) as {
    createAppServer: (
      name: string,
      options: Record<string, unknown>,
    ) => Promise<{
      server: { inject(o: object): Promise<{ headers: Record<string, unknown> }>; close(): Promise<void> };
    }>;
    imagesOriginFromEnv: (env: Record<string, string>) => string | null;
  };
  const dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-csp-'));
  try {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    const cdn = 'https://photos.cdn.example.cm';
    for (const [env, expected] of [
      [{ SSR: 'false', S3_PUBLIC_URL: `${cdn}/immo237/` }, cdn],
      [{ SSR: 'false' }, null],
    ] as const) {
      const { server } = await createAppServer('shell', { distDir: dist, env, apiUrl: 'http://127.0.0.1:9' });
      try {
        const csp = directives(
          (await server.inject({ url: '/', headers: { accept: 'text/html' } })).headers[
            'content-security-policy'
          ],
        );
        const images = csp.get('img-src') ?? [];
        if (expected) assert.ok(images.includes(expected), images.join(' '));
        for (const [name, sources] of csp)
          if (name !== 'img-src') assert.ok(!sources.some((s) => s.includes('cdn.example.cm')), name);
        assert.deepEqual(
          images.filter((s) => s.startsWith('https://')),
          ['https://tile.openstreetmap.org', ...(expected ? [expected] : [])],
        );
      } finally {
        await server.close();
      }
    }
    assert.throws(() => imagesOriginFromEnv({ S3_PUBLIC_URL: 'ftp://x' }), /S3_PUBLIC_URL/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
