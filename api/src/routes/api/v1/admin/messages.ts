import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { journal, markMessageHandled, teamMessages } from '../../../../repositories/admin.js';
import {
  AdminPageQuerySchema as pageQuery,
  AdminParamsSchema as idParams,
  adminResponses,
} from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { by, tags } from './shared.js';

/** '/admin/messages': the messages sent to the team, marked as handled. */
const messages: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: 'Messages sent to the team, newest first',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.messages,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await teamMessages(app.db, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map(({ total: _total, handled_at, created_at, product_id, ...row }) => ({
          ...row,
          propertyId: product_id,
          handled: handled_at !== null,
          createdAt: created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );

  app.post(
    '/messages/:id/handled',
    {
      onRequest: adminLimit,
      schema: {
        tags,
        summary: "'Marquer comme traité'",
        security: bearer,
        params: idParams,
        response: adminResponses.messageHandled,
      },
    },
    async (request) => {
      const message = await app.db.transaction(async (tx) => {
        const row = await markMessageHandled(tx, request.params.id);
        if (row)
          await journal(tx, {
            ...by(request),
            action: 'message.handled',
            targetType: 'message',
            targetId: row.id,
          });
        return row;
      });
      if (!message) throw notFound('Message introuvable.');
      return envelope('SUCCESS', { id: message.id, handled: true });
    },
  );
};

export default messages;
