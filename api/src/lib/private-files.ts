import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey } from './storage-keys.js';

/**
 * Files nobody may download by address: identity documents of verification requests. They live
 * in DATA_DIR/private, a folder no static route serves (the public one is DATA_DIR/uploads), or with object storage
 * under `private/` of S3_BUCKET (or in S3_PRIVATE_BUCKET) with no ACL and no public address (`s3PrivateFiles` in
 * s3-store.ts), and are only read by an API route that checks the administrator role.
 */
export interface PrivateFiles {
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when it is not (or no longer) there. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function localPrivateFiles(root: string): PrivateFiles {
  const resolve = (key: string) => {
    checkKey(key, 'private');
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid private key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, body, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
