import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import type { ImageStore } from '../plugins/app/image-store.js';
import { ApiError } from './errors.js';
import type { PrivateFiles } from './private-files.js';
import { checkKey, contentTypeOf } from './storage-keys.js';

/**
 * Object storage: the image store and the private files on an S3-compatible bucket, with the
 * official @aws-sdk/client-s3. Nothing here sets an ACL: what the public may read is the bucket's policy (or the
 * CDN's origin access), granted on `products/*` only; `private/` (or S3_PRIVATE_BUCKET) is never granted.
 */

/** Photos never change under a name (a new photo is a new random id): a year, immutable, like DATA_DIR/uploads. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Identity documents: no shared cache may keep one. */
export const PRIVATE_CACHE = 'private, no-store';
/** Where the private files go in S3_BUCKET when there is no S3_PRIVATE_BUCKET. */
export const PRIVATE_PREFIX = 'private/';

/** Where a public image lives: S3_BUCKET/<key>, never under the private prefix. */
export function publicObject(s3: S3Config, key: string) {
  checkKey(key);
  if (!s3.privateBucket && key.startsWith(PRIVATE_PREFIX))
    throw new Error(`Invalid storage key ${JSON.stringify(key)}: ${PRIVATE_PREFIX} holds private files`);
  return { Bucket: s3.bucket, Key: key };
}

/** Where a private file lives: S3_PRIVATE_BUCKET/private/<key>, or S3_BUCKET/private/<key>. */
export function privateObject(s3: S3Config, key: string) {
  checkKey(key, 'private');
  return { Bucket: s3.privateBucket ?? s3.bucket, Key: `${PRIVATE_PREFIX}${key}` };
}

export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Integrity is a Content-MD5 on every upload (checked by S3, and equal to the ETag the move command compares);
    // the newer default checksums (CRC32, aws-chunked bodies) are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled storage costs an upload a few seconds, never a request held for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

export const md5 = (body: Buffer) => createHash('md5').update(body).digest();

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/** The storage out of reach is the client's 503 (try again), like a database out of reach; the cause is logged. */
function unavailable(err: unknown, onError?: (err: unknown) => void): never {
  if (err instanceof ApiError) throw err;
  onError?.(err);
  throw new ApiError(
    503,
    'SERVICE_UNAVAILABLE',
    'Le stockage des photos est momentanément indisponible : réessayez dans quelques instants.',
  );
}

export interface S3StoreOptions {
  /** Told the cause of a failed call (the app's logger); the client gets a 503 without it. */
  onError?: (err: unknown) => void;
}

/**
 * `put` and `remove` of the objects `where` places: each written with its type, `cache` and a Content-MD5; a key
 * `where` refuses throws as it is, a storage out of reach is the client's 503.
 */
function objects(
  client: S3Client,
  where: (key: string) => { Bucket: string; Key: string },
  cache: string,
  onError?: (err: unknown) => void,
) {
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (err) {
      unavailable(err, onError);
    }
  };
  return {
    async put(key: string, body: Buffer) {
      const target = where(key);
      await attempt(() =>
        client.send(
          new PutObjectCommand({
            ...target,
            Body: body,
            ContentType: contentTypeOf(key),
            CacheControl: cache,
            ContentMD5: md5(body).toString('base64'),
          }),
        ),
      );
    },
    async remove(key: string) {
      const target = where(key);
      // S3 answers 204 for a key that is not there: removing twice is not an error, as on disk.
      await attempt(() => client.send(new DeleteObjectCommand(target)));
    },
  };
}

/** Public photos: `put` with their type and a year's immutable cache, `url` under S3_PUBLIC_URL. */
export function s3ImageStore(client: S3Client, s3: S3Config, options: S3StoreOptions = {}): ImageStore {
  const { put, remove } = objects(client, (key) => publicObject(s3, key), IMMUTABLE_CACHE, options.onError);
  return { put, remove, url: (key) => `${s3.publicUrl}/${publicObject(s3, key).Key}` };
}

/** Identity documents: no ACL, no public address; the admin route reads them through the API (`get`). */
export function s3PrivateFiles(client: S3Client, s3: S3Config, options: S3StoreOptions = {}): PrivateFiles {
  const { put, remove } = objects(client, (key) => privateObject(s3, key), PRIVATE_CACHE, options.onError);
  return {
    put,
    remove,
    async get(key) {
      const target = privateObject(s3, key);
      try {
        return await readObject(client, target);
      } catch (err) {
        if (isMissing(err)) return null;
        return unavailable(err, options.onError);
      }
    },
  };
}

/** Size and ETag of an object, or null when it is not there (the move command's check). */
export async function headObject(
  client: S3Client,
  target: { Bucket: string; Key: string },
): Promise<{ size: number; etag: string | null } | null> {
  try {
    const head = await client.send(new HeadObjectCommand(target));
    return { size: head.ContentLength ?? -1, etag: head.ETag?.replace(/"/g, '').toLowerCase() ?? null };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** The whole object, for a check by hash when its ETag is not the MD5 of its bytes (multipart, SSE-KMS). */
export async function readObject(client: S3Client, target: { Bucket: string; Key: string }): Promise<Buffer> {
  const answer = await client.send(new GetObjectCommand(target));
  return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
}
