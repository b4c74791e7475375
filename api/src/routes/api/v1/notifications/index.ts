import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { UnsubscribeBodySchema, UnsubscribeQuerySchema } from '../../../../schemas/alerts.js';
import { messageMailsResponses } from '../../../../schemas/message-mails.js';
import { turnOffByToken } from '../../../../services/message-mails.js';

const TURN_OFF_ERRORS = {
  INVALID_TOKEN: [400, 'Lien invalide : gérez vos e-mails depuis votre profil.'],
  EXPIRED_TOKEN: [400, 'Ce lien a expiré : gérez vos e-mails depuis votre profil.'],
  NOT_FOUND: [404, 'Ce compte n’existe plus.'],
} as const;

/**
 * The one-click 'Ne plus recevoir ces e-mails' of the mails about new messages: public, the signed token of the mail
 * is the credential (the site's page sends it as JSON, mail programs as a form, RFC 8058).
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

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
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new ApiError(400, 'INVALID_TOKEN', TURN_OFF_ERRORS.INVALID_TOKEN[1]);
      const outcome = await turnOffByToken(app, token);
      if (!outcome.ok) {
        const [status, message] = TURN_OFF_ERRORS[outcome.code];
        throw new ApiError(status, outcome.code, message);
      }
      return envelope('UPDATED_SUCCESSFULLY', { enabled: false });
    },
  );
};

export default notifications;
