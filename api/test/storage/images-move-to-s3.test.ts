// `pnpm --filter api images:move-to-s3` copies DATA_DIR/uploads to the bucket under the
// same keys and DATA_DIR/private under private/, checks every object (size, then ETag = MD5 or the bytes read back),
// prints its progress, and leaves alone what is already there and equal: a second run copies nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { moveImagesToS3 } from '../../src/cli/images-move-to-s3.js';
import { IMAGE_WIDTHS, storeImage } from '../../src/lib/images.js';
import { createS3Client } from '../../src/lib/s3-store.js';
import { localImageStore } from '../../src/plugins/app/image-store.js';
import { imageKey } from '../../src/repositories/products.js';
import { jpegImage, pngImage } from '../helper.js';
import { bucketKeys, objectBytes, PUBLIC_BUCKET, startLocalS3, type LocalS3 } from './local-s3.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let local: LocalS3;
let client: S3Client;
let dataDir: string;
/** Every file the move must copy: its key in the bucket and its path on disk. */
let files: { key: string; file: string }[];

before(async () => {
  local = await startLocalS3();
  client = createS3Client(local.config());
  dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-move-s3-'));
  // Two listing photos as the API writes them (three sizes each), and a document waiting for a decision.
  const store = localImageStore(path.join(dataDir, 'uploads'));
  const photos = [
    await storeImage(store, await jpegImage(1200, 800), 0),
    await storeImage(store, await pngImage(), 0),
  ];
  files = photos.flatMap((photo) =>
    IMAGE_WIDTHS.map((w) => ({
      key: imageKey(photo.id, w),
      file: path.join(dataDir, 'uploads', imageKey(photo.id, w)),
    })),
  );
  const document = `verifications/${randomUUID()}.webp`;
  mkdirSync(path.join(dataDir, 'private', 'verifications'), { recursive: true });
  writeFileSync(path.join(dataDir, 'private', document), Buffer.from('document waiting for a decision'));
  files.push({ key: `private/${document}`, file: path.join(dataDir, 'private', document) });
});
after(async () => {
  client?.destroy();
  await local?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = async (every = 2) => {
  const lines: string[] = [];
  const report = await moveImagesToS3({
    dataDir,
    s3: local.config(),
    every,
    log: (line) => lines.push(line),
  });
  return { report, lines };
};

test('the first run copies every file, verified, with its type and cache, and prints its progress', async () => {
  const { report, lines } = await run(2);
  assert.equal(report.files, 7);
  assert.equal(report.copied, 7);
  assert.equal(report.present, 0);
  assert.deepEqual(report.failed, []);
  assert.deepEqual(await bucketKeys(client, PUBLIC_BUCKET), files.map((f) => f.key).sort());
  for (const { key, file } of files)
    assert.ok(
      (await objectBytes(client, PUBLIC_BUCKET, key))?.equals(readFileSync(file)),
      `${key} equals its file`,
    );
  const photo = await client.send(new HeadObjectCommand({ Bucket: PUBLIC_BUCKET, Key: files[0]?.key }));
  assert.equal(photo.ContentType, 'image/webp');
  assert.equal(photo.CacheControl, 'public, max-age=31536000, immutable');
  const document = await client.send(new HeadObjectCommand({ Bucket: PUBLIC_BUCKET, Key: files[6]?.key }));
  assert.equal(document.CacheControl, 'private, no-store');
  // Every 2 files, then the total.
  const progress = lines
    .filter((line) => /^\s+\d+\/7 files/.test(line))
    .map((line) => line.trim().split(' ')[0]);
  assert.deepEqual(progress, ['2/7', '4/7', '6/7', '7/7']);
  assert.match(lines.at(-1) ?? '', /7\/7 files: 7 copied, 0 already there, 0 failed/);
});

test('a second run copies nothing; an object that differs from its file is copied again', async () => {
  const again = await run(100);
  assert.equal(again.report.copied, 0);
  assert.equal(again.report.present, 7);
  assert.deepEqual(again.report.failed, []);

  // A broken earlier copy (same size, other bytes): the checksum tells, and the next run replaces it.
  const broken = files[1] as { key: string; file: string };
  const bytes = readFileSync(broken.file);
  await client.send(
    new PutObjectCommand({ Bucket: PUBLIC_BUCKET, Key: broken.key, Body: Buffer.alloc(bytes.length, 7) }),
  );
  const repair = await run(100);
  assert.equal(repair.report.copied, 1);
  assert.equal(repair.report.present, 6);
  assert.ok((await objectBytes(client, PUBLIC_BUCKET, broken.key))?.equals(bytes));
});

test('an object that does not read back as its file is reported, and checked by its bytes when the ETag is no MD5', async () => {
  // A storage that keeps other bytes than it was sent, and answers ETags that are not MD5s (as multipart uploads
  // and SSE-KMS objects do): the move re-reads each object, finds the difference and counts it as failed.
  const objects = new Map<string, Buffer>();
  const notFound = () =>
    new S3ServiceException({ name: 'NotFound', $fault: 'client', $metadata: { httpStatusCode: 404 } });
  const corrupting = {
    async send(command: unknown) {
      const input = (command as { input: { Key: string; Body?: Buffer } }).input;
      if (command instanceof PutObjectCommand) {
        const body = Buffer.from(input.Body as Buffer);
        if (input.Key.endsWith('-480.webp')) body[body.length - 1] = (body.at(-1) ?? 0) ^ 0xff;
        objects.set(input.Key, body);
        return {};
      }
      const stored = objects.get(input.Key);
      if (!stored) throw notFound();
      if (command instanceof HeadObjectCommand)
        return {
          ContentLength: stored.length,
          ETag: `"${createHash('md5').update(stored).digest('hex')}-1"`,
        };
      if (command instanceof GetObjectCommand)
        return { Body: { transformToByteArray: async () => new Uint8Array(stored) } };
      throw new Error('unexpected command');
    },
    destroy() {},
  } as unknown as S3Client;
  const lines: string[] = [];
  const report = await moveImagesToS3({
    dataDir,
    s3: local.config(),
    client: corrupting,
    log: (l) => lines.push(l),
  });
  assert.equal(report.copied, 5);
  assert.deepEqual(
    report.failed.sort(),
    files
      .filter((f) => f.key.endsWith('-480.webp'))
      .map((f) => `uploads/${f.key}`)
      .sort(),
  );
  assert.ok(
    lines.some((line) => /failed: uploads\/products\/.+-480\.webp: the object read back differs/.test(line)),
  );
});

test('the command: refuses to run without S3_BUCKET, then moves with the API settings and exits 0', async () => {
  // Not spawnSync: s3rver runs in this process and must keep answering while the command runs.
  const cli = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(apiRoot, 'src', 'cli', 'images-move-to-s3.ts'), ...args],
        {
          cwd: apiRoot,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('error', reject);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
  const without = await cli({});
  assert.equal(without.status, 2);
  assert.match(without.stderr, /S3_BUCKET is not set/);
  const s3 = local.config();
  const moved = await cli(
    {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint as string,
      S3_PUBLIC_URL: s3.publicUrl,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    '--every',
    '3',
  );
  assert.equal(moved.status, 0, moved.stderr);
  assert.match(moved.stdout, /7 files in /);
  assert.match(moved.stdout, /3\/7 files: 0 copied, 3 already there/);
  assert.match(moved.stdout, /Done: 7 files verified in the bucket \(0 copied, 7 already there\)/);
  assert.equal((await cli({}, '--every', 'zero')).status, 2);
});
