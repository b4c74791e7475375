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
    if (redis) {
      // A Redis that is down would keep quit() waiting for a connection: then the connection is just dropped.
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
    // The same Redis counts failed logins per account (lib/attempts.ts), null without one.
    app.decorate('redis', redis ?? null);
    if (redis) {
      // ioredis reconnects by itself; without a listener its errors would be thrown at the process.
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unavailable'));
    }
    await app.register(rateLimit, {
      global: false,
      // Redis down: the limits fail OPEN, chosen on purpose. The site keeps working (sign-in, messages) while
      // Redis restarts, for a few minutes without per-address limits; failing closed would turn a Redis restart
      // into an outage of every limited route. Each skipped check is logged (warn, above).
      skipOnError: true,
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
