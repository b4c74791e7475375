import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RATE_LIMIT_NAMESPACE_DEFAULT } from '../../config.js';
import { ApiError } from '../../lib/errors.js';

/** How long a start waits for Redis's first answer, and a command for its reply, before going on without it. */
const REDIS_CONNECT_MS = 2000;
const REDIS_COMMAND_MS = 1000;

/** Resolves once Redis is ready, has refused the first connection, or has not answered within `ms`. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * Limits are set per route (login, signup, reset, messages); Redis shares their state between API processes, under
 * keys starting with RATE_LIMIT_NAMESPACE (then the route and the client's address or account).
 */
export default fp(
  async (app) => {
    // No offline queue and a bounded reply: while Redis is down or stalled, a check fails at once (and the limit
    // fails open, below) instead of waiting for reconnections, which held a login for 17 to 40 seconds.
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: REDIS_CONNECT_MS,
          commandTimeout: REDIS_COMMAND_MS,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
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
      // Without an offline queue, a command sent before the first connection fails: the first requests wait here.
      await firstConnection(redis, REDIS_CONNECT_MS);
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
