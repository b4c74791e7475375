import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { addNotifyRequest } from '../../../../repositories/notify.js';
import { NotifyRequestSchema, publicFormResponses } from '../../../../schemas/public-forms.js';

/** POST /api/v1/notify: records a "tell me when it opens" request of a coming-soon area. */
const notify: FastifyPluginAsyncTypebox = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;
  app.post(
    '/',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Notify-me request of a coming-soon area (sales, discussions); one per e-mail and topic',
        body: NotifyRequestSchema,
        response: publicFormResponses.notify,
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const { topic } = request.body;
      // Asking again is not an error: the same answer, without telling anyone who has already asked.
      await addNotifyRequest(app.db, email, topic);
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { topic, registered: true as const }));
    },
  );
};

export default notify;
