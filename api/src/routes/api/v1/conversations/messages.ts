import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  ConversationParamsSchema as params,
  conversationResponses,
  MESSAGES_PAGE_SIZE,
  MessagesQuerySchema,
  NewMessageSchema,
} from '../../../../schemas/conversations.js';
import { readMessages, sendMessage } from '../../../../services/conversations.js';
import { conversationCharges, tags } from './shared.js';

/** The messages of one of my discussions: pages of them, and a new one. */
const messages: FastifyPluginAsyncTypebox = async (app) => {
  const charges = conversationCharges(app);

  app.get(
    '/:id/messages',
    {
      schema: {
        tags,
        summary:
          `The latest ${MESSAGES_PAGE_SIZE} messages (limit), oldest to newest; meta.nextBefore as before= reads the ` +
          'page before',
        security: bearer,
        params,
        querystring: MessagesQuerySchema,
        response: conversationResponses.messages,
      },
    },
    async (request) => {
      const { data, meta } = await readMessages(
        app,
        request.userId as string,
        request.params.id,
        request.query.before,
        request.query.limit,
      );
      return { statusCode: 'READ_SUCCESSFULLY', data, meta };
    },
  );

  app.post(
    '/:id/messages',
    {
      onRequest: app.userLimit('conversations'),
      schema: {
        tags,
        summary: 'Write in one of my discussions',
        security: bearer,
        params,
        body: NewMessageSchema,
        response: conversationResponses.send,
      },
    },
    async (request, reply) => {
      const message = await sendMessage(
        app,
        request.userId as string,
        request.params.id,
        request.body.message,
        charges(request, reply),
      );
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', message));
    },
  );
};

export default messages;
