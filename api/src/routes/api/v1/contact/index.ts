import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { ContactMessageSchema, publicFormResponses } from '../../../../schemas/public-forms.js';
import { deliverMessage } from '../../../../services/messages.js';

export const CONTACT_COPIES_PER_ADDRESS = 3;
export const CONTACT_COPY_SUBJECT = 'Immo237 — nous avons bien reçu votre message';
export const CONTACT_COPY_TEXT =
  'Bonjour,\n\nNous avons bien reçu votre message envoyé depuis la page Contact d’Immo237 ; nous vous répondrons ' +
  'dans les plus brefs délais.\n\nSi vous n’avez rien envoyé, ignorez ce message.\n\nL’équipe Immo237';

const contact: FastifyPluginAsyncTypebox = async (app) => {
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
  app.post(
    '/',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['messages'],
        summary: 'Contact-page message: stored, e-mailed to the admin, copy to the sender',
        body: ContactMessageSchema,
        response: publicFormResponses.contact,
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
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true as const }));
    },
  );
};

export default contact;
