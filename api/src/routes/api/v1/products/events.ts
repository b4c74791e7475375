import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { errorResponse, uuidSchema } from '../../../../schemas/common.js';
import { dailyVisitorKey, localDay, recordListingEvent } from '../../../../services/listing-events.js';

/** Taps per client address and minute: enough for anyone, not for inflating an owner's figures. */
export const TAPS_PER_MINUTE = 30;

const events: FastifyPluginAsync = async (app) => {
  // 'Appeler' and 'WhatsApp' on a detail page (issue 16, point 5): the browser tells us without waiting for the
  // answer, and the link opens anyway. One per visitor, channel and day; the owner's own taps do not count.
  app.post<{ Params: { id: string }; Body: { channel: 'call' | 'whatsapp' } }>(
    '/public/:id/contact-tap',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: TAPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['products'],
        summary: "Count a tap on a listing's 'Appeler' or 'WhatsApp' link for its owner's statistics",
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        body: {
          type: 'object',
          required: ['channel'],
          properties: { channel: { type: 'string', enum: ['call', 'whatsapp'] } },
        },
        response: { 204: { type: 'null' }, 400: errorResponse, 404: errorResponse, 429: errorResponse },
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
};

export default events;
