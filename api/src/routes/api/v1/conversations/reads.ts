import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  ConversationParamsSchema as params,
  conversationResponses,
} from '../../../../schemas/conversations.js';
import { markConversationRead } from '../../../../services/conversations.js';
import { tags } from './shared.js';

/** Marking one of my discussions read: the other person's messages so far stop counting as unread for me. */
const reads: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/read',
    {
      onRequest: app.userLimit('conversations'),
      schema: {
        tags,
        summary: 'I have read this discussion; answers the unread total left (the badge)',
        security: bearer,
        params,
        response: conversationResponses.read,
      },
    },
    async (request) =>
      envelope(
        'UPDATED_SUCCESSFULLY',
        await markConversationRead(app, request.userId as string, request.params.id),
      ),
  );
};

export default reads;
