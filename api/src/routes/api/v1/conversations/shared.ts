import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONVERSATION_LIMIT_DEFAULTS } from '../../../../config.js';
import type { Charges } from '../../../../services/conversations.js';

/** The OpenAPI tag of every discussion route. */
export const tags = ['conversations'];

const HOUR_MS = 3600_000;
const inMinutes = (ttlSeconds: number) => Math.max(1, Math.ceil(ttlSeconds / 60));

/**
 * The hourly budgets of the signed-in account (config.rateLimits.conversationsPerHour and
 * conversationMessagesPerHour): new discussions and messages, counted in the rate-limit store like every per-account
 * limit. The service spends them once a message is accepted; past them it answers 429 with Retry-After.
 */
export function conversationCharges(app: FastifyInstance) {
  const { rateLimits } = app.config;
  // accountLimit keeps one limiter per name: every route file that asks gets the same counters.
  const started = app.accountLimit('conversations-started', {
    max: rateLimits.conversationsPerHour ?? CONVERSATION_LIMIT_DEFAULTS.conversationsPerHour,
    timeWindow: HOUR_MS,
    message: (ttl) => `Vous avez ouvert trop de discussions : réessayez dans ${inMinutes(ttl)} minutes.`,
  });
  const sent = app.accountLimit('conversation-messages', {
    max: rateLimits.conversationMessagesPerHour ?? CONVERSATION_LIMIT_DEFAULTS.conversationMessagesPerHour,
    timeWindow: HOUR_MS,
    message: (ttl) => `Vous avez envoyé trop de messages : réessayez dans ${inMinutes(ttl)} minutes.`,
  });
  return (request: FastifyRequest, reply: FastifyReply): Charges => {
    const account = request.userId as string;
    return {
      conversation: () => started(request, reply, account),
      message: () => sent(request, reply, account),
    };
  };
}
