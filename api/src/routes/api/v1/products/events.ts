import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { PER_ADDRESS_LIMITS } from '../../../../config.js';
import { notFound } from '../../../../lib/errors.js';
import { idParams } from '../../../../schemas/common.js';
import { ContactTapSchema, eventResponses } from '../../../../schemas/verification.js';
import { dailyVisitorKey, localDay, recordListingEvent } from '../../../../services/listing-events.js';

/**
 * Crawlers are not visitors: `isbot` (a maintained list of bot, crawler and preview user agents) recognises them.
 * A request without a user agent is no browser either.
 */
const fromCrawler = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return !agent || isbot(agent);
};

const events: FastifyPluginAsyncTypebox = async (app) => {
  // Per client address and minute (PER_ADDRESS_LIMITS, times RATE_LIMIT_FACTOR).
  const limits = app.config.rateLimits;
  const taps = limits.tapsPerMinute ?? PER_ADDRESS_LIMITS.tapsPerMinute;
  const views = limits.viewsPerMinute ?? PER_ADDRESS_LIMITS.viewsPerMinute;
  // 'Appeler' and 'WhatsApp' on a detail page: the browser tells us without waiting for the
  // answer, and the link opens anyway. One per visitor, channel and day; the owner's own taps do not count.
  app.post(
    '/public/:id/contact-tap',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: taps, timeWindow: 60_000 } },
      schema: {
        tags: ['products'],
        summary: "Count a tap on a listing's 'Appeler' or 'WhatsApp' link for its owner's statistics",
        params: idParams,
        body: ContactTapSchema,
        response: eventResponses.tap,
      },
    },
    async (request, reply) => {
      const visitor = dailyVisitorKey(app, request, localDay(app.now()));
      const found = await recordListingEvent(app, {
        productId: request.params.id,
        kind: request.body.channel,
        visitor,
        userId: request.userId ?? null,
      });
      if (!found) throw notFound('Bien introuvable.');
      return reply.status(204).send();
    },
  );

  // The detail page tells us it was seen, after it is drawn and without waiting for the answer. One
  // view per visitor and day (the daily hashed key, nothing else kept); crawlers and the owner do not count.
  app.post(
    '/public/:id/view',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: views, timeWindow: 60_000 } },
      schema: {
        tags: ['products'],
        summary:
          "Count a view of a listing's detail page for its owner's statistics (crawlers and the owner excluded)",
        params: idParams,
        response: eventResponses.view,
      },
    },
    async (request, reply) => {
      if (fromCrawler(request)) return reply.status(204).send();
      const found = await recordListingEvent(app, {
        productId: request.params.id,
        kind: 'view',
        visitor: dailyVisitorKey(app, request, localDay(app.now())),
        userId: request.userId ?? null,
      });
      if (!found) throw notFound('Bien introuvable.');
      return reply.status(204).send();
    },
  );
};

export default events;
