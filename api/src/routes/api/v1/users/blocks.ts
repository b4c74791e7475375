import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import { conversationResponses, UserParamsSchema as params } from '../../../../schemas/conversations.js';
import { setBlocked } from '../../../../services/conversations.js';

const tags = ['conversations'];

/**
 * Blocking a member (/api/v1/users/{id}/block): they can no longer write to me, in our discussions or in new ones
 * (403 BLOCKED), and I cannot write to them until I unblock them. Both calls are idempotent.
 */
const blocks: FastifyPluginAsyncTypebox = async (app) => {
  const options = (summary: string) => ({
    onRequest: [app.authenticate, app.userLimit('conversations')],
    schema: { tags, summary, security: bearer, params, response: conversationResponses.block },
  });

  app.post('/:id/block', options('Block a member: they can no longer write to me'), async (request) =>
    envelope(
      'UPDATED_SUCCESSFULLY',
      await setBlocked(app, request.userId as string, request.params.id, true),
    ),
  );

  app.delete('/:id/block', options('Unblock a member'), async (request) =>
    envelope(
      'UPDATED_SUCCESSFULLY',
      await setBlocked(app, request.userId as string, request.params.id, false),
    ),
  );
};

export default blocks;
