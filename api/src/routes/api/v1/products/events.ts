import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { notFound } from '../../../../lib/errors.js';
import { idParams } from '../../../../schemas/common.js';
import { ContactTapSchema, eventResponses } from '../../../../schemas/verification.js';
import { dailyVisitorKey, localDay, recordListingEvent } from '../../../../services/listing-events.js';

/** Taps per client address and minute: enough for anyone, not for inflating an owner's figures. */
export const TAPS_PER_MINUTE = 30;
/** Detail pages opened per client address and minute: a brisk visitor's browsing, not a script's. */
export const VIEWS_PER_MINUTE = 60;

/**
 * Crawlers are not visitors: `isbot` (a maintained list of bot, crawler and preview user agents) recognises them.
 * A request without a user agent is no browser either.
 */
const fromCrawler = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return !agent || isbot(agent);
};

const events: FastifyPluginAsyncTypebox = async (app) => {
  // 'Appeler' and 'WhatsApp' on a detail page (issue 16, point 5): the browser tells us without waiting for the
  // answer, and the link opens anyway. One per visitor, channel and day; the owner's own taps do not count.
  app.post(
    '/public/:id/contact-tap',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: TAPS_PER_MINUTE, timeWindow: 60_000 } },
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

  // Issue 17: the detail page tells us it was seen, after it is drawn and without waiting for the answer. One
  // view per visitor and day (the daily hashed key, nothing else kept); crawlers and the owner do not count.
  app.post(
    '/public/:id/view',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: 60_000 } },
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
