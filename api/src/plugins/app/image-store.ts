import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { localPrivateFiles } from '../../lib/private-files.js';
import { checkKey } from '../../lib/storage-keys.js';

/**
 * Where image files live: DATA_DIR/uploads by default, an S3-compatible bucket when S3_BUCKET is set.
 * Both implementations pass the same contract tests (test/storage/image-store.test.ts).
 */
export interface ImageStore {
  /** Writes (or replaces) `key`: a WebP, named once and never changed, so cached for a year wherever it is served. */
  put(key: string, body: Buffer): Promise<void>;
  /** Removes `key`; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** The address browsers read `key` from: `/uploads/<key>` on disk, `S3_PUBLIC_URL/<key>` in object storage. */
  url(key: string): string;
}

export function localImageStore(root: string, publicPrefix = '/uploads'): ImageStore {
  const resolve = (key: string) => {
    checkKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${publicPrefix}/${checkKey(key)}`,
  };
}

export default fp(
  async (app) => {
    const s3 = app.config.s3;
    if (s3) {
      // Loaded only when configured: a start on the disk store does not load the AWS SDK.
      const { createS3Client, s3ImageStore, s3PrivateFiles } = await import('../../lib/s3-store.js');
      const client = createS3Client(s3);
      const onError = (err: unknown) => app.log.warn({ err }, 'object storage call failed');
      app.decorate('images', s3ImageStore(client, s3, { onError }));
      // No ACL and no public address: `private/` (or S3_PRIVATE_BUCKET) is left out of the bucket's public policy,
      // and the admin route streams each document through the API as it does from disk.
      app.decorate('privateFiles', s3PrivateFiles(client, s3, { onError }));
      app.addHook('onClose', async () => client.destroy());
      return;
    }
    app.decorate('images', localImageStore(path.join(app.config.dataDir, 'uploads')));
    // Never under uploads/: nothing serves this folder; an admin route streams its files one by one.
    app.decorate('privateFiles', localPrivateFiles(path.join(app.config.dataDir, 'private')));
  },
  { name: 'image-store' },
);
