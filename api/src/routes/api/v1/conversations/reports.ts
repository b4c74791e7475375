import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  ConversationParamsSchema as params,
  ConversationReportBodySchema,
  conversationResponses,
} from '../../../../schemas/conversations.js';
import { reportConversation } from '../../../../services/conversations.js';
import { tags } from './shared.js';

/** A participant's report of the other person's behaviour, kept for the moderators. */
const reports: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/report',
    {
      onRequest: app.userLimit('conversations'),
      schema: {
        tags,
        summary:
          'Report the other person of one of my discussions (one open report per discussion; 409 after)',
        security: bearer,
        params,
        body: ConversationReportBodySchema,
        response: conversationResponses.report,
      },
    },
    async (request, reply) => {
      const report = await reportConversation(
        app,
        request.userId as string,
        request.params.id,
        request.body.reason,
        request.body.detail,
      );
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', report));
    },
  );
};

export default reports;
