import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USER_WRITE_DEFAULTS, type UserWrites } from '../../config.js';
import { ApiError } from '../../lib/errors.js';

export type UserLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Per-user limits on the writes a signed-in account can repeat (issue 18, point 5): `app.userLimit('listings')` is
 * an onRequest hook to put after `app.authenticate`; it counts the account's requests of that kind in the
 * rate-limit store (Redis when there is one) and answers 429 TOO_MANY_REQUESTS with Retry-After past the budget,
 * before any body (an upload) is read. One account cannot use up the CPU, the disk or the database for everyone.
 */
export default fp(
  async (app) => {
    const budgets: UserWrites = { ...USER_WRITE_DEFAULTS, ...app.config.rateLimits.userWrites };
    const hooks = new Map<keyof UserWrites, UserLimitHook>();
    app.decorate('userLimit', (kind: keyof UserWrites): UserLimitHook => {
      const existing = hooks.get(kind);
      if (existing) return existing;
      const limiter = app.createRateLimit({
        max: budgets[kind],
        timeWindow: app.config.rateLimits.windowMs,
        keyGenerator: (request) => `user-${kind}:${request.userId ?? request.ip}`,
      });
      const hook: UserLimitHook = async (request, reply) => {
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `Trop de requêtes : réessayez dans ${result.ttlInSeconds} secondes.`,
        );
      };
      hooks.set(kind, hook);
      return hook;
    });
  },
  { name: 'user-limits', dependencies: ['rate-limit'] },
);
