import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RATE_LIMIT_NAMESPACE_DEFAULT } from '../../config.js';
import { ApiError } from '../../lib/errors.js';

/**
 * Limits are set per route (login, signup, reset, messages); Redis shares their state between API processes, under
 * keys starting with RATE_LIMIT_NAMESPACE (then the route and the client's address or account).
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: app.config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE_DEFAULT } : {}),
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `Trop de requêtes : réessayez dans ${Math.ceil(context.ttl / 1000)} secondes.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);
