import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Image files are named by a random id and never change: they can be cached for a year. */
export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'uploads');
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    });
  },
  { name: 'static' },
);
