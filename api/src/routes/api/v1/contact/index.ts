import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../../../lib/reply.js';
import { emailSchema, errorResponse, okResponse } from '../../../../schemas/common.js';
import { deliverMessage } from '../../../../services/messages.js';

export const CONTACT_COPIES_PER_ADDRESS = 3;
export const CONTACT_COPY_SUBJECT = 'Immo237 — nous avons bien reçu votre message';
export const CONTACT_COPY_TEXT =
  'Bonjour,\n\nNous avons bien reçu votre message envoyé depuis la page Contact d’Immo237 ; nous vous répondrons ' +
  'dans les plus brefs délais.\n\nSi vous n’avez rien envoyé, ignorez ce message.\n\nL’équipe Immo237';

interface ContactBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

const contact: FastifyPluginAsync = async (app) => {
  const { messages: max, windowMs } = app.config.rateLimits;
  // The copy goes to an address the visitor typed: a few per address and hour, so the form cannot be used to send
  // mail to someone else's box (the message itself still reaches the team).
  const copyLimit = app.createRateLimit({
    max: CONTACT_COPIES_PER_ADDRESS,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) =>
      `contact-copy:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
        .normalize('NFKC')
        .trim()
        .toLowerCase()}`,
  });
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
      // A fixed text, nothing the visitor wrote (neither the message nor the name): the copy cannot carry
      // someone's spam or phishing to the address they typed.
      const copy = await copyLimit(request);
      if (copy.isAllowed || !copy.isExceeded) {
        await app.mailer
          .send({ to: b.email, subject: CONTACT_COPY_SUBJECT, text: CONTACT_COPY_TEXT })
          .catch((err: unknown) => request.log.error({ err }, 'contact copy failed'));
      }
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true }));
    },
  );
};

export default contact;
