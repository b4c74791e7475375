import { createServer } from 'node:http';
import fp from 'fastify-plugin';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { TIMEOUT_DEFAULTS, type Config } from './config.js';
import type { Db } from './lib/db.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';
import { ApiError, badRequest } from './lib/errors.js';
import { redactUrl } from './lib/redact-url.js';
import { addSerializationGuard } from './lib/serialization-guard.js';
import authPlugin from './plugins/app/auth.js';
import backgroundPlugin from './plugins/app/background.js';
import jobsPlugin from './plugins/app/jobs.js';
import userLimitsPlugin from './plugins/app/user-limits.js';
import imageStorePlugin from './plugins/app/image-store.js';
import mailerPlugin from './plugins/app/mailer.js';
import searchAnswersPlugin from './plugins/app/search-answers.js';
import conversationEventsPlugin from './plugins/app/conversation-events.js';
import dbPlugin from './plugins/external/db.js';
import multipartPlugin from './plugins/external/multipart.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import securityPlugin from './plugins/external/security.js';
import underPressurePlugin from './plugins/external/under-pressure.js';
import staticPlugin from './plugins/external/static.js';
import swaggerPlugin from './plugins/external/swagger.js';
import healthRoutes from './routes/api/health.js';
import adminRoutes from './routes/api/v1/admin/index.js';
import alertRoutes from './routes/api/v1/alerts/index.js';
import agentRoutes from './routes/api/v1/agents/index.js';
import locationRoutes from './routes/api/v1/locations/index.js';
import authRoutes from './routes/api/v1/auth/index.js';
import contactRoutes from './routes/api/v1/contact/index.js';
import conversationRoutes from './routes/api/v1/conversations/index.js';
import notifyRoutes from './routes/api/v1/notify/index.js';
import productRoutes from './routes/api/v1/products/index.js';
import userRoutes from './routes/api/v1/user/index.js';
import userBlockRoutes from './routes/api/v1/users/blocks.js';
import notificationRoutes from './routes/api/v1/notifications/index.js';
import visitRoutes from './routes/api/v1/visits/index.js';
import priceRoutes from './routes/api/v1/prices/index.js';
import ratingRoutes from './routes/api/v1/ratings/index.js';
import pushRoutes from './routes/api/v1/push/index.js';
import { seedDemo } from './seed/seed-demo.js';
import './types.js';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file). */
  db?: Db;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const MULTIPART_CODES: Record<string, [number, string, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'IMAGE_TOO_LARGE', 'La taille de l’image doit être inférieure à 5 Mo.'],
  FST_FILES_LIMIT: [413, 'TOO_MANY_IMAGES', 'Au plus 10 images par annonce (1 principale et 9 secondaires).'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Trop de champs dans le formulaire.'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Trop de champs dans le formulaire.'],
  FST_PROTO_VIOLATION: [400, 'VALIDATION_ERROR', 'Formulaire multipart invalide.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Un formulaire multipart est attendu.'],
};

/** The whole API as one plugin (fastify/demo layout): external plugins, app plugins, then routes. */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, opts) => {
  fastify.decorate('config', opts.config);
  // The application's clock for what depends on dates (listing freshness): the real one, or a test's.
  fastify.decorate('now', opts.config.clock ?? (() => new Date()));
  // Which process answered, first of all hooks so that every answer carries it (429s and 503s included): lets an
  // operator, and the cluster e2e suite behind HAProxy, tell the processes behind a load balancer apart.
  const instanceId = opts.config.instanceId;
  if (instanceId) {
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-served-by', instanceId);
      done();
    });
  }
  // ajv coerces 'Infinity' and 1e309 to Infinity and lets it pass `integer` and `maximum`: a query parameter
  // that the schema made a number must be a finite one before it reaches the database (LIMIT, OFFSET, filters).
  fastify.addHook('preHandler', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v)))
        throw badRequest(`Le paramètre ${key} n'est pas un nombre valide.`);
    }
  });
  await fastify.register(dbPlugin, opts.db ? { db: opts.db } : {});
  await fastify.register(securityPlugin);
  await fastify.register(underPressurePlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(multipartPlugin);
  await fastify.register(swaggerPlugin);
  await fastify.register(staticPlugin);
  await fastify.register(mailerPlugin);
  await fastify.register(backgroundPlugin);
  await fastify.register(imageStorePlugin);
  await fastify.register(authPlugin);
  await fastify.register(userLimitsPlugin);
  await fastify.register(jobsPlugin);
  await fastify.register(searchAnswersPlugin);
  await fastify.register(conversationEventsPlugin);

  fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({
        statusCode: error.code,
        message: error.message,
        data: null,
        ...(error.details ? { errors: error.details } : {}),
      });
    }
    if (error.validation) {
      return reply.status(400).send({
        statusCode: 'VALIDATION_ERROR',
        message: error.message,
        data: null,
        errors: error.validation.map((v) => ({ path: v.instancePath, message: v.message, params: v.params })),
      });
    }
    const multipart = MULTIPART_CODES[error.code];
    if (multipart) {
      return reply.status(multipart[0]).send({ statusCode: multipart[1], message: multipart[2], data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ statusCode: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({
        statusCode: 'SERVICE_UNAVAILABLE',
        message: 'Service momentanément indisponible : réessayez dans quelques secondes.',
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ statusCode: 'INTERNAL_SERVER_ERROR', message: 'Erreur serveur.', data: null });
  });

  fastify.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url} introuvable.`,
      data: null,
    }),
  );

  await fastify.register(healthRoutes, { prefix: '/api' });
  await fastify.register(authRoutes, { prefix: '/api/v1/auth' });
  await fastify.register(userRoutes, { prefix: '/api/v1/user' });
  await fastify.register(productRoutes, { prefix: '/api/v1/products' });
  await fastify.register(contactRoutes, { prefix: '/api/v1/contact' });
  await fastify.register(notifyRoutes, { prefix: '/api/v1/notify' });
  await fastify.register(adminRoutes, { prefix: '/api/v1/admin' });
  await fastify.register(locationRoutes, { prefix: '/api/v1/locations' });
  // /user/alerts (signed in) and /alerts/unsubscribe (the mails' one-click link).
  await fastify.register(alertRoutes, { prefix: '/api/v1' });
  await fastify.register(agentRoutes, { prefix: '/api/v1/agents' });
  await fastify.register(conversationRoutes, { prefix: '/api/v1/conversations' });
  await fastify.register(userBlockRoutes, { prefix: '/api/v1/users' });
  await fastify.register(notificationRoutes, { prefix: '/api/v1/notifications' });
  await fastify.register(visitRoutes, { prefix: '/api/v1/visits' });
  // /agents/{slug}/ratings (public), /ratings/{id}/answer and /report (signed in).
  await fastify.register(ratingRoutes, { prefix: '/api/v1' });
  // /prix's figures by city and quartier (public).
  await fastify.register(priceRoutes, { prefix: '/api/v1/prices' });
  // /push/public-key (public) and /user/push-subscriptions (signed in).
  await fastify.register(pushRoutes, { prefix: '/api/v1' });

  if (opts.config.seed) {
    fastify.addHook('onReady', async () => {
      // The demo's price figures at once, not at the periodic work's next round.
      if (await seedDemo(fastify)) await fastify.jobs.runPrices();
    });
  }
};

/** A Fastify instance with the API's options: strict schemas that strip unknown fields, capped bodies. */
export async function buildApp(
  opts: AppOptions & {
    logger?: boolean;
    logStream?: { write(line: string): void };
    /** Tests: an answer that its response schema would change (a dropped field) becomes a 500 naming it. */
    checkSerialization?: boolean;
  },
): Promise<FastifyInstance> {
  const timeouts = opts.config.timeouts ?? TIMEOUT_DEFAULTS;
  const fastify = Fastify({
    // A stalled or slow client cannot hold a connection: Node answers 408 and closes past the headers or request
    // time (checked every second, not Node's default 30 s), and an idle socket is closed.
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: Math.min(1000, timeouts.headersMs || 1000),
        },
        handler,
      );
      server.setTimeout(timeouts.idleMs);
      server.keepAliveTimeout = timeouts.keepAliveMs ?? TIMEOUT_DEFAULTS.keepAliveMs;
      return server;
    },
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Secrets in addresses (reset and verification links) never reach the logs.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // Only these proxies may name the client (TRUST_PROXY): per-address limits key on the real visitor.
    trustProxy: opts.config.trustProxy ?? ['loopback'],
    // PGlite's first start (initdb, migrations) and the demo seed (images drawn by sharp) run inside plugins and
    // the onReady hook; on a busy 2-core machine they take longer than Fastify's default 10 s.
    pluginTimeout: 120_000,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // A URL that cannot be decoded (bad percent-encoding, invalid UTF-8) never reaches the error handler: answered
    // here in the envelope too (found by the fuzz suite: Fastify's own `{ error, code, statusCode: 400 }` shape).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ statusCode: 'VALIDATION_ERROR', message: 'URL invalide.', data: null });
    },
    ajv: {
      customOptions: { removeAdditional: 'all', coerceTypes: true, useDefaults: true, allErrors: false },
    },
  });
  if (opts.checkSerialization) addSerializationGuard(fastify);
  // Not encapsulated: the runner, the seed and the tests reach the decorators (db, images, mailer) from the root.
  await fastify.register(fp(app), opts);
  return fastify;
}
