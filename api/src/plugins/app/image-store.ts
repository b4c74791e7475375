import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { localPrivateFiles } from '../../lib/private-files.js';

/** Where image files live. The local folder is the default; object storage can implement the same three calls. */
export interface ImageStore {
  put(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  url(key: string): string;
}

export function localImageStore(root: string, publicPrefix = '/uploads'): ImageStore {
  const resolve = (key: string) => {
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
    url: (key) => `${publicPrefix}/${key}`,
  };
}

export default fp(
  async (app) => {
    app.decorate('images', localImageStore(path.join(app.config.dataDir, 'uploads')));
    // Never under uploads/: nothing serves this folder; an admin route streams its files one by one.
    app.decorate('privateFiles', localPrivateFiles(path.join(app.config.dataDir, 'private')));
  },
  { name: 'image-store' },
);
