// Usage: pnpm --filter api images:move-to-s3 [--every <files>] [--concurrency <n>]
// Copies DATA_DIR/uploads (listing photos) to S3_BUCKET under the same keys, and DATA_DIR/private (identity
// documents waiting for a decision) under private/ of S3_BUCKET or in S3_PRIVATE_BUCKET, with
// the API's settings (S3_*, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). Each object is checked after its upload: its
// size and its ETag against the file's MD5, or, when the ETag is not an MD5 (multipart, SSE-KMS), its bytes read
// back and hashed. An object already there and equal is left alone, so a second run copies nothing and an
// interrupted run goes on where it stopped. Nothing is deleted on either side.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { ConfigError, loadConfig, type S3Config } from '../config.js';
import {
  createS3Client,
  headObject,
  IMMUTABLE_CACHE,
  md5,
  PRIVATE_CACHE,
  privateObject,
  publicObject,
  readObject,
} from '../lib/s3-store.js';
import { contentTypeOf } from '../lib/storage-keys.js';

export interface MoveOptions {
  dataDir: string;
  s3: S3Config;
  /** A client of the caller's (tests); one made from `s3` otherwise. */
  client?: S3Client;
  /** A progress line every this many files (100). */
  every?: number;
  /** Files in flight at once (8). */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface MoveReport {
  files: number;
  copied: number;
  /** Already in the bucket with the same size and checksum. */
  present: number;
  failed: string[];
  bytes: number;
  ms: number;
}

type Kind = 'public' | 'private';

/** Every file under `root`, as keys with `/` separators, sorted (a run prints its progress in a stable order). */
async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const isMd5 = (etag: string | null): etag is string => !!etag && /^[0-9a-f]{32}$/.test(etag);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Whether the object at `target` holds exactly `body`: size, then ETag = MD5, else its bytes read back. */
async function holds(
  client: S3Client,
  target: { Bucket: string; Key: string },
  body: Buffer,
  digest: string,
) {
  const head = await headObject(client, target);
  if (!head || head.size !== body.length) return false;
  if (isMd5(head.etag)) return head.etag === digest;
  return sha256(await readObject(client, target)) === sha256(body);
}

export async function moveImagesToS3(options: MoveOptions): Promise<MoveReport> {
  const { dataDir, s3 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const every = Math.max(1, options.every ?? 100);
  const client = options.client ?? createS3Client(s3);
  const started = Date.now();
  const sources: { kind: Kind; root: string }[] = [
    { kind: 'public', root: path.join(dataDir, 'uploads') },
    { kind: 'private', root: path.join(dataDir, 'private') },
  ];
  const work: { kind: Kind; file: string; key: string }[] = [];
  for (const { kind, root } of sources)
    for (const key of await listFiles(root)) work.push({ kind, file: path.join(root, key), key });

  const report: MoveReport = { files: work.length, copied: 0, present: 0, failed: [], bytes: 0, ms: 0 };
  log(
    `images:move-to-s3: ${work.length} files in ${dataDir} (uploads/ → s3://${s3.bucket}/, private/ → ` +
      `s3://${s3.privateBucket ?? s3.bucket}/private/)`,
  );
  let done = 0;
  const progress = () =>
    `${done}/${work.length} files: ${report.copied} copied, ${report.present} already there, ` +
    `${report.failed.length} failed, ${(report.bytes / 1024 / 1024).toFixed(1)} MB sent, ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const limit = pLimit(Math.max(1, options.concurrency ?? 8));
  await Promise.all(
    work.map(({ kind, file, key }) =>
      limit(async () => {
        const where = kind === 'public' ? `uploads/${key}` : `private/${key}`;
        try {
          const target = kind === 'public' ? publicObject(s3, key) : privateObject(s3, key);
          const body = await readFile(file);
          const digest = md5(body);
          const hex = digest.toString('hex');
          if (await holds(client, target, body, hex)) {
            report.present++;
          } else {
            await client.send(
              new PutObjectCommand({
                ...target,
                Body: body,
                ContentType: contentTypeOf(key),
                CacheControl: kind === 'public' ? IMMUTABLE_CACHE : PRIVATE_CACHE,
                ContentMD5: digest.toString('base64'),
              }),
            );
            if (!(await holds(client, target, body, hex)))
              throw new Error('the object read back differs from the file');
            report.copied++;
            report.bytes += body.length;
          }
        } catch (err) {
          report.failed.push(where);
          log(`  failed: ${where}: ${(err as Error).message}`);
        }
        done++;
        if (done % every === 0 && done < work.length) log(`  ${progress()}`);
      }),
    ),
  );
  report.ms = Date.now() - started;
  log(`  ${progress()}`);
  if (!options.client) client.destroy();
  return report;
}

function option(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number ≥ 1.`);
  return value;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let every: number;
  let concurrency: number;
  try {
    every = option(argv, '--every', 100);
    concurrency = option(argv, '--concurrency', 8);
  } catch (err) {
    console.error((err as Error).message);
    console.error('Usage: pnpm --filter api images:move-to-s3 [--every <files>] [--concurrency <n>]');
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: give the object storage settings the API will run with (S3_BUCKET, S3_PUBLIC_URL, ' +
        'S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY; see docs/DEPLOY.md).',
    );
    return 2;
  }
  const report = await moveImagesToS3({ dataDir: config.dataDir, s3: config.s3, every, concurrency });
  if (report.failed.length) {
    console.error(`${report.failed.length} files were not copied or did not verify: run the command again.`);
    return 1;
  }
  console.log(
    `Done: ${report.files} files verified in the bucket (${report.copied} copied, ${report.present} already there) ` +
      `in ${(report.ms / 1000).toFixed(1)} s.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
