import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { sendMail } from '../../../../mails/index.js';
import { ContactMessageSchema, publicFormResponses } from '../../../../schemas/public-forms.js';
import { deliverMessage } from '../../../../services/messages.js';

export const CONTACT_COPIES_PER_ADDRESS = 3;

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
      const { language, ...message } = b;
      const id = await deliverMessage(app, { kind: 'contact', body: b.message.trim(), ...message });
      // A fixed text, nothing the visitor wrote (neither the message nor the name): the copy cannot carry
      // someone's spam or phishing to the address they typed.
      const copy = await copyLimit(request);
      if (copy.isAllowed || !copy.isExceeded) {
        await sendMail(app, b.email, language ?? 'fr', 'contactCopy', {}).catch((err: unknown) =>
          request.log.error({ err }, 'contact copy failed'),
        );
      }
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true as const }));
    },
  );
};

export default contact;
