import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../../lib/errors.js';
import { sendVerificationMail } from '../../../../lib/mails.js';
import { envelope } from '../../../../lib/reply.js';
import { verifyJwt } from '../../../../lib/tokens.js';
import { findUserByEmail, markEmailVerified } from '../../../../repositories/users.js';
import {
  authResponses,
  DoneResponse,
  EmailBodySchema,
  VerifyEmailParamsSchema,
} from '../../../../schemas/auth.js';
import { errorResponses } from '../../../../schemas/common.js';
import { addressLimit, normalisedEmail } from './shared.js';

/** '/auth/auth/verify-email/:token' and '/auth/resend-verification-email': the e-mail address's confirmation. */
const emailVerification: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  const limit = addressLimit(app);

  app.get(
    '/auth/verify-email/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the signed token sent by e-mail',
        params: VerifyEmailParamsSchema,
        response: authResponses.verifyEmail,
      },
    },
    async (request) => {
      const result = await verifyJwt(app.jwtKey, 'verify-email', request.params.token);
      if (!result.ok) {
        throw result.expired
          ? new ApiError(400, 'EXPIRED_TOKEN', 'Le lien de vérification a expiré.')
          : new ApiError(400, 'INVALID_TOKEN', 'Lien de vérification invalide.');
      }
      const email = String(result.payload.email ?? '');
      if (!(await markEmailVerified(app.db, email)))
        throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      return envelope('SUCCESS', { email, verified: true });
    },
  );

  app.post(
    '/resend-verification-email',
    {
      config: limit(limits.reset),
      schema: {
        tags: ['auth'],
        summary:
          'Send the verification e-mail again, by e-mail address; the same answer whether the address is unknown, verified or waiting',
        body: EmailBodySchema,
        response: { 200: DoneResponse('SUCCESS'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Verification mails per account, on top of the per-address limit of the route; the budget is shared with
      // the resend by user id (routes/api/v1/user): the typed address, known or not, so the limit reveals nothing.
      await app.verificationMailLimit(request, reply, normalisedEmail(request));
      // Unknown, verified or waiting address: the same answer at once, the lookup and the mail off the request
      // path (as forgot-password), so neither the answer nor its time tells which accounts exist or are verified.
      const email = request.body.email;
      app.background.run('verification mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user || user.email_verified_at || user.disabled_at) return;
        await sendVerificationMail(app, user.email, user.first_name, user.language);
      });
      return envelope('SUCCESS', null);
    },
  );
};

export default emailVerification;
