import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  ConversationListQuerySchema,
  ConversationParamsSchema as params,
  conversationResponses,
  NewConversationSchema,
} from '../../../../schemas/conversations.js';
import {
  countUnread,
  getMyConversation,
  listMyConversations,
  startConversation,
} from '../../../../services/conversations.js';
import { conversationCharges, tags } from './shared.js';

/** The member's discussions: the list (with the unread total), one of them, the unread total alone, a new one. */
const threads: FastifyPluginAsyncTypebox = async (app) => {
  const charges = conversationCharges(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'My discussions, the latest activity first; meta.unread counts the unread messages of all of them',
        security: bearer,
        querystring: ConversationListQuerySchema,
        response: conversationResponses.list,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { data, meta } = await listMyConversations(app, request.userId as string, page, limit);
      return { statusCode: 'READ_SUCCESSFULLY', data, meta };
    },
  );

  app.get(
    '/unread',
    {
      schema: {
        tags,
        summary: 'The unread messages of all my discussions (the menu’s badge)',
        security: bearer,
        response: conversationResponses.unread,
      },
    },
    async (request) =>
      envelope('READ_SUCCESSFULLY', { unread: await countUnread(app, request.userId as string) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my discussions, as the list gives it',
        security: bearer,
        params,
        response: conversationResponses.one,
      },
    },
    async (request) =>
      envelope(
        'READ_SUCCESSFULLY',
        await getMyConversation(app, request.userId as string, request.params.id),
      ),
  );

  app.post(
    '/',
    {
      onRequest: app.userLimit('conversations'),
      schema: {
        tags,
        summary:
          'Write to a public listing’s owner: opens the discussion (201), or continues mine about that listing (200)',
        security: bearer,
        body: NewConversationSchema,
        response: conversationResponses.start,
      },
    },
    async (request, reply) => {
      const outcome = await startConversation(
        app,
        request.userId as string,
        request.body.productId,
        request.body.message,
        charges(request, reply),
      );
      return outcome.created
        ? reply.status(201).send(envelope('CREATED_SUCCESSFULLY', outcome))
        : envelope('UPDATED_SUCCESSFULLY', outcome);
    },
  );
};

export default threads;
