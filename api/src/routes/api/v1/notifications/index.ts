import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptOneClickForms, oneClick, type OneClickRefusals } from '../../../../lib/one-click.js';
import { envelope } from '../../../../lib/reply.js';
import { UnsubscribeBodySchema, UnsubscribeQuerySchema } from '../../../../schemas/alerts.js';
import { messageMailsResponses } from '../../../../schemas/message-mails.js';
import { turnOffByToken } from '../../../../services/message-mails.js';

const TURN_OFF_ERRORS: OneClickRefusals = {
  INVALID_TOKEN: [400, 'Lien invalide : gérez vos e-mails depuis votre profil.'],
  EXPIRED_TOKEN: [400, 'Ce lien a expiré : gérez vos e-mails depuis votre profil.'],
  NOT_FOUND: [404, 'Ce compte n’existe plus.'],
};

/**
 * The one-click 'Ne plus recevoir ces e-mails' of the mails about new messages: public, the signed token of the mail
 * is the credential (the site's page sends it as JSON, mail programs as a form, RFC 8058).
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  acceptOneClickForms(app);

  app.post(
    '/message-mails/off',
    {
      config: {
        rateLimit: { max: app.config.rateLimits.reset * 6, timeWindow: app.config.rateLimits.windowMs },
      },
      schema: {
        tags: ['conversations'],
        summary: 'One-click: no more e-mails about new messages (no sign-in; the signed token of the mail)',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: messageMailsResponses.turnOff,
      },
    },
    async (request) => {
      await oneClick(request.query.token ?? request.body?.token, TURN_OFF_ERRORS, (token) =>
        turnOffByToken(app, token),
      );
      return envelope('UPDATED_SUCCESSFULLY', { enabled: false });
    },
  );
};

export default notifications;
