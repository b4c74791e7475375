import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '../../../../lib/strings.js';

/** A route's budget per client address: `max` requests in the rate-limit window (a route's `config`). */
export const addressLimit = (app: FastifyInstance) => {
  const limits = app.config.rateLimits;
  return (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });
};

/** The e-mail address a request's body names, normalised: the key of the per-account budgets. */
export const normalisedEmail = (request: FastifyRequest) =>
  normaliseEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''));
