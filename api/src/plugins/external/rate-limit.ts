import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError } from '../../lib/errors.js';

/** Limits are set per route (login, signup, reset, messages); Redis shares their state between API processes. */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'immo237-rl-' } : {}),
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
