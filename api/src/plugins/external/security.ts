import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors.js';
import { findUnstorableString } from '../../lib/strings.js';

export default fp(
  async (app) => {
    await app.register(helmet, { global: true });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN'],
    });
    // Before the schemas and the handlers: NUL and unpaired surrogates anywhere in the path, query or body are a 400.
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const at = findUnstorableString(value);
        if (at !== null) {
          throw badRequest('Caractère interdit (NUL ou UTF-16 invalide).', [{ path: `${part}${at}` }]);
        }
      }
    });
  },
  { name: 'security' },
);
