import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '../../../../schemas/common.js';
import type { ConversationLiveEvent } from '../../../../schemas/conversations.js';
import { tags } from './shared.js';

/**
 * A comment line this often keeps an idle stream open through proxies and load balancers that close a connection
 * silent for longer (the shell's proxy, HAProxy's `timeout tunnel`), and tells the server a stream went away.
 */
export const STREAM_HEARTBEAT_MS = 20_000;

/**
 * GET /conversations/stream: the signed-in member's new messages as they are written, in any of their discussions,
 * as Server-Sent Events (`event: message`, data a ConversationLiveEvent). Read with fetch (the session's bearer in
 * the Authorization header): the browser's EventSource cannot send one. The stream starts with `event: ready`; a
 * client that lost it reconnects and reads the thread's latest page, so nothing sent meanwhile is missed.
 */
const stream: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifySSE, { heartbeatInterval: STREAM_HEARTBEAT_MS });

  app.get(
    '/stream',
    {
      sse: 'only',
      schema: {
        tags,
        summary: 'My new messages, live (Server-Sent Events: ready, then message events)',
        security: bearer,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const userId = request.userId as string;
      // Proxies must pass each event on at once, never compress or keep the stream.
      reply.header('Cache-Control', 'no-cache, no-transform');
      reply.header('X-Accel-Buffering', 'no');
      reply.sse.keepAlive();
      const stop = app.conversationEvents.subscribe(userId, (event) => {
        if (!reply.sse.isConnected) return;
        const data: ConversationLiveEvent = {
          conversationId: event.conversationId,
          message: { ...event.message, mine: event.message.senderId === userId },
        };
        reply.sse.send({ id: event.message.id, event: 'message', data }).catch(() => stop());
      });
      reply.sse.onClose(stop);
      await reply.sse.send({ event: 'ready', data: { userId } });
    },
  );
};

export default stream;
