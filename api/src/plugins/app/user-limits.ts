import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_ACCOUNT_DEFAULTS, USER_WRITE_DEFAULTS, type UserWrites } from '../../config.js';
import { ApiError } from '../../lib/errors.js';

export type UserLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A budget per account: counts `request` against the account named by `account` (a user id, a normalised e-mail)
 * and throws 429 TOO_MANY_REQUESTS with Retry-After past it.
 */
export type AccountLimit = (request: FastifyRequest, reply: FastifyReply, account: string) => Promise<void>;

export interface AccountLimitOptions {
  max: number;
  timeWindow: number;
  /** The French message of the 429, given the seconds to wait ('Trop de requêtes…' when left out). */
  message?: (ttlSeconds: number) => string;
}

const tooManyRequests = (ttlSeconds: number) => `Trop de requêtes : réessayez dans ${ttlSeconds} secondes.`;

/**
 * The onRequest hooks that count a request against a budget (`app.userLimit`): the route walk of
 * test/security/every-write-limited.test.ts tells a limited write route by them or by `config.rateLimit`.
 */
const limitHooks = new WeakSet<object>();
export const isRateLimitHook = (hook: unknown): boolean => typeof hook === 'function' && limitHooks.has(hook);

/**
 * Per-account limits, counted in the rate-limit store (Redis when there is one):
 * - `app.userLimit('listings')` is an onRequest hook to put after `app.authenticate`; it counts the signed-in
 *   account's requests of that kind and answers 429 past the budget, before any body (an upload) is read. One
 *   account cannot use up the CPU, the disk or the database for everyone.
 * - `app.accountLimit(name, options)` is the same budget for an account a route finds itself (the owner of a refresh
 *   token, the address a verification mail goes to): the route calls it with the account's key.
 * - `app.verificationMailLimit`: verification mails per account and hour, shared by every route that sends one on
 *   a visitor's request (resend by e-mail, resend by user id), keyed on the normalised address.
 */
export default fp(
  async (app) => {
    const budgets: UserWrites = { ...USER_WRITE_DEFAULTS, ...app.config.rateLimits.userWrites };
    const limits = new Map<string, AccountLimit>();
    const accountLimit = (name: string, options: AccountLimitOptions): AccountLimit => {
      const existing = limits.get(name);
      if (existing) return existing;
      // createRateLimit keys a request through keyGenerator(request) alone: the account is handed over here.
      const accounts = new WeakMap<FastifyRequest, string>();
      const limiter = app.createRateLimit({
        max: options.max,
        timeWindow: options.timeWindow,
        keyGenerator: (request) => `${name}:${accounts.get(request) ?? ''}`,
      });
      const message = options.message ?? tooManyRequests;
      const limit: AccountLimit = async (request, reply, account) => {
        accounts.set(request, account);
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', message(result.ttlInSeconds));
      };
      limits.set(name, limit);
      return limit;
    };
    app.decorate('accountLimit', accountLimit);

    const hooks = new Map<keyof UserWrites, UserLimitHook>();
    app.decorate('userLimit', (kind: keyof UserWrites): UserLimitHook => {
      const existing = hooks.get(kind);
      if (existing) return existing;
      const limit = accountLimit(`user-${kind}`, {
        max: budgets[kind],
        timeWindow: app.config.rateLimits.windowMs,
      });
      const hook: UserLimitHook = (request, reply) => limit(request, reply, request.userId ?? request.ip);
      limitHooks.add(hook);
      hooks.set(kind, hook);
      return hook;
    });

    app.decorate(
      'verificationMailLimit',
      accountLimit('verification-mail', {
        max:
          app.config.rateLimits.verificationMailsPerAccount ??
          LOGIN_ACCOUNT_DEFAULTS.verificationMailsPerAccount,
        timeWindow: 3600_000,
        message: (ttlSeconds) =>
          `Trop d’e-mails envoyés à cette adresse : réessayez dans ${Math.ceil(ttlSeconds / 60)} minutes.`,
      }),
    );
  },
  { name: 'user-limits', dependencies: ['rate-limit'] },
);
