import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { publicListing } from '../../../../repositories/products.js';
import { bearer, emailSchema, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { recordListingEvent } from '../../../../services/listing-events.js';
import { deliverMessage } from '../../../../services/messages.js';

interface AdminMessageBody {
  message: string;
  name?: string;
  email?: string;
  /** 'Téléphone' (optional) of the contact form of a listing (issue 16): reaches the owner with the message. */
  phone?: string;
  subject?: string;
  propertyId?: string;
}

const messages: FastifyPluginAsync = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;

  app.post<{ Body: AdminMessageBody }>(
    '/send-message-to-admin',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Message to the admin; with propertyId it also reaches the listing’s owner',
        body: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
            name: { type: 'string', maxLength: 120 },
            email: emailSchema,
            phone: { type: 'string', maxLength: 30, pattern: '^(\\+?[0-9 ().-]{6,30})?$' },
            subject: { type: 'string', maxLength: 200 },
            propertyId: uuidSchema,
          },
        },
        response: {
          200: okResponse('READ_SUCCESSFULLY'),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const b = request.body;
      let owner: { id: string; email: string } | undefined;
      if (b.propertyId) {
        owner = await app.db.one<{ id: string; email: string }>(
          `SELECT u.id, u.email FROM products p JOIN users u ON u.id = p.user_id
           WHERE p.id = $1 AND ${publicListing('p')}`,
          [b.propertyId],
        );
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
        owner?.email,
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
      return envelope('READ_SUCCESSFULLY', { id, sent: true });
    },
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Messages about my listings, newest first',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          },
        },
        response: { 200: okResponse('READ_SUCCESSFULLY'), 401: errorResponse },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const rows = await app.db.query(
        `SELECT m.id, m.product_id AS "productId", p.name AS "productName", p.slug AS "productSlug", m.name, m.email,
           m.phone, m.subject, m.body AS message, m.created_at AS "createdAt"
         FROM messages m LEFT JOIN products p ON p.id = m.product_id
         WHERE m.recipient_id = $1 ORDER BY m.created_at DESC, m.id LIMIT $2 OFFSET $3`,
        [request.userId, limit, (page - 1) * limit],
      );
      const [count] = await app.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM messages WHERE recipient_id = $1',
        [request.userId],
      );
      return { statusCode: 'READ_SUCCESSFULLY', data: rows, meta: { total: count?.total ?? 0, page, limit } };
    },
  );
};

export default messages;
