import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../../../lib/reply.js';
import { emailSchema, errorResponse, okResponse } from '../../../../schemas/common.js';

interface NotifyBody {
  email: string;
  topic: 'sales' | 'discussions';
}

/** POST /api/v1/notify: records a "tell me when it opens" request of a coming-soon area. */
const notify: FastifyPluginAsync = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;
  app.post<{ Body: NotifyBody }>(
    '/',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Notify-me request of a coming-soon area (sales, discussions); one per e-mail and topic',
        body: {
          type: 'object',
          required: ['email', 'topic'],
          properties: {
            email: emailSchema,
            topic: { type: 'string', enum: ['sales', 'discussions'] },
          },
        },
        response: { 201: okResponse('CREATED_SUCCESSFULLY'), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const { topic } = request.body;
      // Asking again is not an error: the same answer, without telling anyone who has already asked.
      await app.db.query(
        `INSERT INTO notify_requests (id, email, topic) VALUES ($1, $2, $3)
         ON CONFLICT (lower(email), topic) DO NOTHING`,
        [randomUUID(), email, topic],
      );
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { topic, registered: true }));
    },
  );
};

export default notify;
