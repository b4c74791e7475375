import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { findPublicListingOwner, listReceivedMessages } from '../../../../repositories/messages.js';
import { bearer } from '../../../../schemas/common.js';
import { AdminMessageSchema, messageResponses, PagingQuerySchema } from '../../../../schemas/messages.js';
import { recordListingEvent } from '../../../../services/listing-events.js';
import { deliverMessage } from '../../../../services/messages.js';

const messages: FastifyPluginAsyncTypebox = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;

  app.post(
    '/send-message-to-admin',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Message to the admin; with propertyId it also reaches the listing’s owner',
        body: AdminMessageSchema,
        response: messageResponses.send,
      },
    },
    async (request) => {
      const b = request.body;
      let owner: { id: string; email: string; language: string } | undefined;
      if (b.propertyId) {
        owner = await findPublicListingOwner(app.db, b.propertyId);
        if (!owner) throw notFound('Bien introuvable.');
      }
      const id = await deliverMessage(
        app,
        {
          kind: owner ? 'listing' : 'admin',
          body: b.message.trim(),
          name: b.name,
          email: b.email,
          phone: b.phone?.trim() || undefined,
          subject: b.subject,
          productId: b.propertyId ?? null,
          recipientId: owner?.id ?? null,
          senderId: request.userId,
        },
        owner,
      );
      // A contact for the owner's figures (every message counts; the owner writing about their own does not).
      if (b.propertyId) {
        await recordListingEvent(app, {
          productId: b.propertyId,
          kind: 'message',
          visitor: id,
          userId: request.userId ?? null,
        });
      }
      return envelope('READ_SUCCESSFULLY', { id, sent: true as const });
    },
  );

  app.get(
    '/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Messages about my listings, newest first',
        security: bearer,
        querystring: PagingQuerySchema,
        response: messageResponses.received,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listReceivedMessages(
        app.db,
        request.userId as string,
        limit,
        (page - 1) * limit,
      );
      return { statusCode: 'READ_SUCCESSFULLY', data: rows, meta: { total, page, limit } };
    },
  );
};

export default messages;
