import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../../../lib/reply.js';
import { emailSchema, errorResponse, okResponse } from '../../../../schemas/common.js';
import { deliverMessage } from '../../../../services/messages.js';

interface ContactBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

const contact: FastifyPluginAsync = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;
  app.post<{ Body: ContactBody }>(
    '/',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Contact-page message: stored, e-mailed to the admin, copy to the sender',
        body: {
          type: 'object',
          required: ['name', 'email', 'subject', 'message'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
            email: emailSchema,
            phone: { type: 'string', maxLength: 30, pattern: '^(\\+?[0-9 ().-]{6,30})?$' },
            subject: { type: 'string', enum: ['question', 'visit', 'property', 'partnership', 'other'] },
            message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
          },
        },
        response: { 201: okResponse('CREATED_SUCCESSFULLY'), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const id = await deliverMessage(app, { kind: 'contact', body: b.message.trim(), ...b });
      await app.mailer
        .send({
          to: b.email,
          subject: 'Immo237 — nous avons bien reçu votre message',
          text: `Bonjour ${b.name},\n\nMerci pour votre message ; nous vous répondrons dans les plus brefs délais.\n\n« ${b.message.trim()} »\n\nL’équipe Immo237`,
        })
        .catch((err: unknown) => request.log.error({ err }, 'contact copy failed'));
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true }));
    },
  );
};

export default contact;
