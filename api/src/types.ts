import type { Config } from './config.js';
import type { Db } from './lib/db.js';
import type { ImageStore } from './plugins/app/image-store.js';
import type { Mailer } from './plugins/app/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    images: ImageStore;
    jwtKey: Uint8Array;
    authenticate: (request: FastifyRequest) => Promise<void>;
    optionalAuthenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string | null;
  }
}
