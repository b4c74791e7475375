// A local S3-compatible server for the storage tests: s3rver on a free port (port 0) with a temporary folder,
// stopped and removed by `close`. Its credentials are s3rver's fixed pair; it checks request signatures with them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

export const PUBLIC_BUCKET = 'immo237-photos';
export const PRIVATE_BUCKET = 'immo237-private';

export interface LocalS3 {
  endpoint: string;
  /** The settings the API would parse from S3_* for this server (path-style, public URL = the bucket's address). */
  config(overrides?: Partial<S3Config>): S3Config;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'immo237-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [
      { name: PUBLIC_BUCKET, configs: [] },
      { name: PRIVATE_BUCKET, configs: [] },
    ],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: (overrides = {}) => ({
      endpoint,
      region: 'us-east-1',
      bucket: PUBLIC_BUCKET,
      privateBucket: null,
      publicUrl: `${endpoint}/${PUBLIC_BUCKET}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every key of a bucket (a few hundred at most in these tests). */
export async function bucketKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((c) => c.Key as string));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** An object's bytes, or null when it is not there. */
export async function objectBytes(client: S3Client, bucket: string, key: string): Promise<Buffer | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(
      await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}
