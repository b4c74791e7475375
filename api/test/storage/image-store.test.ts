// The image store's contract. The same assertions run against the disk store (DATA_DIR/uploads,
// served by the API's static route) and the S3 store (a local s3rver on a free port, read at S3_PUBLIC_URL), for the
// public photos and for the private files (identity documents). S3-only checks follow: no ACL is ever sent, the
// private files stay under private/ (or in S3_PRIVATE_BUCKET), and an unreachable storage is a 503, not a 500.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../src/config.js';
import { IMAGE_WIDTHS, removeImage, storeImage } from '../../src/lib/images.js';
import { localPrivateFiles, type PrivateFiles } from '../../src/lib/private-files.js';
import { createS3Client, s3ImageStore, s3PrivateFiles } from '../../src/lib/s3-store.js';
import { localImageStore, type ImageStore } from '../../src/plugins/app/image-store.js';
import staticPlugin from '../../src/plugins/external/static.js';
import { imageKey } from '../../src/repositories/products.js';
import { jpegImage } from '../helper.js';
import {
  bucketKeys,
  objectBytes,
  PRIVATE_BUCKET,
  PUBLIC_BUCKET,
  startLocalS3,
  type LocalS3,
} from './local-s3.js';

interface Served {
  status: number;
  type: string;
  cache: string;
  body: Buffer;
}

/** One implementation under test, with the means to look behind it. */
interface Subject {
  images: ImageStore;
  privateFiles: PrivateFiles;
  /** Where `url()` must point: '/uploads' on disk, S3_PUBLIC_URL in object storage. */
  publicBase: string;
  /** What a browser gets at an address the store gave. */
  fetch(url: string): Promise<Served>;
  /** The stored public object's bytes, read behind the store's back (null: not there). */
  stored(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

async function diskSubject(): Promise<Subject> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-disk-store-'));
  const root = path.join(dataDir, 'uploads');
  // The API's own static route, as it serves /uploads.
  const server = Fastify();
  server.decorate('config', { dataDir } as Config);
  await server.register(staticPlugin);
  await server.ready();
  return {
    images: localImageStore(root),
    privateFiles: localPrivateFiles(path.join(dataDir, 'private')),
    publicBase: '/uploads',
    async fetch(url) {
      const answer = await server.inject({ method: 'GET', url });
      return {
        status: answer.statusCode,
        type: String(answer.headers['content-type'] ?? ''),
        cache: String(answer.headers['cache-control'] ?? ''),
        body: answer.rawPayload,
      };
    },
    async stored(key) {
      try {
        return readFileSync(path.join(root, key));
      } catch {
        return null;
      }
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Subject(local: LocalS3): Promise<Subject> {
  const s3 = local.config();
  const client = createS3Client(s3);
  return {
    images: s3ImageStore(client, s3),
    privateFiles: s3PrivateFiles(client, s3),
    publicBase: s3.publicUrl,
    async fetch(url) {
      // Anonymously, as a browser: s3rver serves the bucket's objects at <endpoint>/<bucket>/<key>.
      const answer = await fetch(url);
      return {
        status: answer.status,
        type: answer.headers.get('content-type') ?? '',
        cache: answer.headers.get('cache-control') ?? '',
        body: Buffer.from(await answer.arrayBuffer()),
      };
    },
    stored: (key) => objectBytes(client, PUBLIC_BUCKET, key),
    async close() {
      client.destroy();
    },
  };
}

let local: LocalS3;
before(async () => {
  local = await startLocalS3();
});
after(async () => {
  await local?.close();
});

const webp = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#c84' } })
    .webp()
    .toBuffer();

/** A store whose put of the 960 px size fails (a storage error in the middle of one photo). */
const failingAt = (store: ImageStore, width: number): ImageStore => ({
  ...store,
  put: (key, body) =>
    key.endsWith(`-${width}.webp`) ? Promise.reject(new Error('storage down')) : store.put(key, body),
});

for (const [name, make] of [
  ['disk (DATA_DIR/uploads)', () => diskSubject()],
  ['S3 (s3rver)', () => s3Subject(local)],
] as const) {
  describe(`image store contract: ${name}`, () => {
    let store: Subject;
    before(async () => {
      store = await make();
    });
    after(async () => {
      await store?.close();
    });

    test('put then url: the bytes are served as image/webp with a year of immutable cache', async () => {
      const key = imageKey(randomUUID(), 480);
      const body = await webp(40);
      await store.images.put(key, body);
      const url = store.images.url(key);
      assert.equal(url, `${store.publicBase}/${key}`);
      const served = await store.fetch(url);
      assert.equal(served.status, 200);
      assert.ok(served.body.equals(body), 'the served bytes are the stored ones');
      assert.match(served.type, /^image\/webp/);
      assert.match(served.cache, /max-age=31536000/);
      assert.match(served.cache, /immutable/);
      assert.match(served.cache, /public/);
    });

    test('a second put under the same key replaces the object', async () => {
      const key = imageKey(randomUUID(), 960);
      await store.images.put(key, await webp(30));
      const second = await webp(50);
      await store.images.put(key, second);
      assert.ok((await store.stored(key))?.equals(second));
    });

    test('remove deletes the object, its address stops serving it, and removing again is no error', async () => {
      const key = imageKey(randomUUID(), 1600);
      await store.images.put(key, await webp(20));
      await store.images.remove(key);
      assert.equal(await store.stored(key), null);
      assert.equal((await store.fetch(store.images.url(key))).status, 404);
      await store.images.remove(key);
      await store.images.remove(imageKey(randomUUID(), 480));
    });

    test('storeImage writes every size as WebP no wider than asked; removeImage deletes every size', async () => {
      const image = await storeImage(store.images, await jpegImage(2000, 1000), 0);
      assert.deepEqual(image.widths, IMAGE_WIDTHS);
      for (const width of IMAGE_WIDTHS) {
        const bytes = await store.stored(imageKey(image.id, width));
        assert.ok(bytes, `${width} px stored`);
        const meta = await sharp(bytes).metadata();
        assert.equal(meta.format, 'webp');
        assert.equal(meta.width, width);
        assert.equal(meta.exif, undefined, 'no EXIF kept');
        assert.equal((await store.fetch(store.images.url(imageKey(image.id, width)))).status, 200);
      }
      await removeImage(store.images, image);
      for (const width of IMAGE_WIDTHS) {
        assert.equal(await store.stored(imageKey(image.id, width)), null, `${width} px removed`);
        assert.equal((await store.fetch(store.images.url(imageKey(image.id, width)))).status, 404);
      }
    });

    test('a storage failure in the middle of a photo leaves none of its sizes behind', async () => {
      const failing = failingAt(store.images, 960);
      let id: string | undefined;
      const spy: ImageStore = {
        ...failing,
        put: (key, body) => {
          id ??= /products\/(.+)-\d+\.webp$/.exec(key)?.[1];
          return failing.put(key, body);
        },
      };
      await assert.rejects(storeImage(spy, await jpegImage(800, 600), 0), /storage down/);
      assert.ok(id, 'the store was asked to write');
      for (const width of IMAGE_WIDTHS)
        assert.equal(await store.stored(imageKey(id, width)), null, `${width} px not left behind`);
    });

    test('keys outside the store are refused by put, remove and url', async () => {
      const body = await webp(10);
      for (const key of [
        '',
        '/etc/passwd',
        '../escape.webp',
        'products/../../escape.webp',
        'products\\x.webp',
        'products//x.webp',
      ]) {
        await assert.rejects(
          store.images.put(key, body),
          /Invalid storage key/,
          `put ${JSON.stringify(key)}`,
        );
        await assert.rejects(
          store.images.remove(key),
          /Invalid storage key/,
          `remove ${JSON.stringify(key)}`,
        );
        assert.throws(() => store.images.url(key), /Invalid storage key/, `url ${JSON.stringify(key)}`);
        await assert.rejects(
          store.privateFiles.put(key, body),
          /Invalid private key/,
          `private ${JSON.stringify(key)}`,
        );
      }
    });

    test('private files: put, get, remove; a missing one is null; none is reachable at a public address', async () => {
      const key = `verifications/${randomUUID()}.webp`;
      const body = await webp(60);
      assert.equal(await store.privateFiles.get(key), null);
      await store.privateFiles.put(key, body);
      assert.ok((await store.privateFiles.get(key))?.equals(body));
      // Not in the public store: neither read behind its back nor served at the address it would have there.
      assert.equal(await store.stored(key), null);
      assert.equal((await store.fetch(`${store.publicBase}/${key}`)).status, 404);
      await store.privateFiles.remove(key);
      assert.equal(await store.privateFiles.get(key), null);
      await store.privateFiles.remove(key);
    });
  });
}

describe('S3 store only', () => {
  /** Every request the client sends, as the wire sees it (after signing). */
  const sent: { method: string; path: string; headers: Record<string, string> }[] = [];
  const recording = (client: S3Client) => {
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method: string; path: string; headers: Record<string, string> };
        sent.push({ method: request.method, path: request.path, headers: { ...request.headers } });
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordRequests' },
    );
    return client;
  };

  test('no ACL is ever sent; photos and private files carry their types and caches; private files under private/', async () => {
    const s3 = local.config();
    const client = recording(createS3Client(s3));
    const images = s3ImageStore(client, s3);
    const privateFiles = s3PrivateFiles(client, s3);
    sent.length = 0;
    const image = await storeImage(images, await jpegImage(600, 400), 0);
    const document = `verifications/${randomUUID()}.webp`;
    await privateFiles.put(document, await webp(40));
    const puts = sent.filter((r) => r.method === 'PUT');
    assert.equal(puts.length, IMAGE_WIDTHS.length + 1);
    for (const put of puts) {
      const names = Object.keys(put.headers).map((h) => h.toLowerCase());
      assert.ok(
        !names.some((h) => h.startsWith('x-amz-acl') || h.startsWith('x-amz-grant')),
        `${put.path}: no ACL`,
      );
      assert.ok(names.includes('content-md5'), `${put.path}: its MD5 is checked by the storage`);
    }
    const imagePuts = puts.filter((r) => r.path.includes('/products/'));
    assert.equal(imagePuts.length, IMAGE_WIDTHS.length);
    for (const put of imagePuts) {
      assert.equal(put.headers['content-type'], 'image/webp');
      assert.equal(put.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const privatePut = puts.find((r) => !r.path.includes('/products/'));
    assert.equal(privatePut?.path, `/${PUBLIC_BUCKET}/private/${document}`);
    assert.equal(privatePut?.headers['cache-control'], 'private, no-store');
    assert.ok((await bucketKeys(client, PUBLIC_BUCKET)).includes(`private/${document}`));
    // No public address ever names the private prefix.
    assert.throws(() => images.url(`private/${document}`), /Invalid storage key/);
    await assert.rejects(images.put(`private/${document}`, Buffer.from('x')), /Invalid storage key/);
    await removeImage(images, image);
    await privateFiles.remove(document);
    client.destroy();
  });

  test('S3_PRIVATE_BUCKET: private files go to that bucket only', async () => {
    const s3 = local.config({ privateBucket: PRIVATE_BUCKET });
    const client = createS3Client(s3);
    const privateFiles = s3PrivateFiles(client, s3);
    const document = `verifications/${randomUUID()}.webp`;
    await privateFiles.put(document, Buffer.from('document'));
    assert.ok((await bucketKeys(client, PRIVATE_BUCKET)).includes(`private/${document}`));
    assert.ok(!(await bucketKeys(client, PUBLIC_BUCKET)).some((key) => key.endsWith(document)));
    assert.equal((await privateFiles.get(document))?.toString(), 'document');
    await privateFiles.remove(document);
    assert.deepEqual(await bucketKeys(client, PRIVATE_BUCKET), []);
    client.destroy();
  });

  test('a storage out of reach is a 503 SERVICE_UNAVAILABLE for the client, its cause told to the log', async () => {
    // A port nothing listens on (the server's own, once closed, would be taken by another test file at random).
    const s3 = local.config({ endpoint: 'http://127.0.0.1:9' });
    const client = createS3Client(s3);
    const causes: unknown[] = [];
    const images = s3ImageStore(client, s3, { onError: (err) => causes.push(err) });
    await assert.rejects(images.put(imageKey(randomUUID(), 480), Buffer.from('x')), (err: unknown) => {
      const apiError = err as { httpStatus?: number; code?: string };
      return apiError.httpStatus === 503 && apiError.code === 'SERVICE_UNAVAILABLE';
    });
    assert.equal(causes.length, 1);
    const privateFiles = s3PrivateFiles(client, s3);
    await assert.rejects(privateFiles.get('verifications/x.webp'), /stockage des photos/);
    client.destroy();
  });
});
