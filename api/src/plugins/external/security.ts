import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { inputProblem } from '../../lib/strings.js';

export default fp(
  async (app) => {
    // With object storage, answers point at S3_PUBLIC_URL: its origin joins img-src, and no other directive.
    const imagesOrigin = app.config.s3 ? new URL(app.config.s3.publicUrl).origin : null;
    await app.register(helmet, {
      global: true,
      // Helmet's defaults (scripts from 'self' only, object-src 'none', base-uri 'self'), but no page of the API
      // may be framed, not even by the API itself (the defaults allow 'self').
      contentSecurityPolicy: {
        directives: {
          frameAncestors: ["'none'"],
          ...(imagesOrigin ? { imgSrc: ["'self'", 'data:', imagesOrigin] } : {}),
        },
      },
      frameguard: { action: 'deny' },
    });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN'],
    });
    // Before the schemas and the handlers: NUL and unpaired surrogates anywhere in the path, query or body are a 400.
    // Answered here rather than thrown: routes of encapsulated plugins (swagger-ui) do not have the app's error
    // handler, and a thrown ApiError became a 500 there (found by the fuzz suite).
    app.addHook('preValidation', async (request, reply) => {
      // A body nested deeper than any form of the site is refused whole (a NUL 33 levels down passed the scan
      // of strings and reached the database: a 500, found by review).
      for (const [part, value] of [
        ['body', request.body],
        ['params', request.params],
        ['querystring', request.query],
      ] as const) {
        const problem = inputProblem(value, part);
        if (problem) {
          return reply.status(400).send({
            statusCode: 'VALIDATION_ERROR',
            message: problem.message,
            data: null,
            ...(problem.path ? { errors: [{ path: problem.path }] } : {}),
          });
        }
      }
    });
  },
  { name: 'security' },
);
