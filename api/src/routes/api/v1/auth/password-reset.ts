import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_ACCOUNT_DEFAULTS, RATE_LIMIT_NAMESPACE_DEFAULT } from '../../../../config.js';
import { attemptCounter } from '../../../../lib/attempts.js';
import { ApiError } from '../../../../lib/errors.js';
import { hashPassword } from '../../../../lib/passwords.js';
import { languageOf, sendMail } from '../../../../mails/index.js';
import { envelope } from '../../../../lib/reply.js';
import { randomToken, sha256 } from '../../../../lib/tokens.js';
import {
  claimPasswordReset,
  findUserByEmail,
  insertPasswordReset,
  resetLinkState,
  setPasswordHash,
  voidPasswordResets,
} from '../../../../repositories/users.js';
import { DoneResponse, EmailBodySchema, ResetPasswordBodySchema } from '../../../../schemas/auth.js';
import { errorResponses } from '../../../../schemas/common.js';
import { endAllSessions } from '../../../../services/sessions.js';
import { addressLimit, normalisedEmail } from './shared.js';

const RESET_TTL_SECONDS = 3600;

/** '/auth/forgot-password' and '/auth/reset-password': a new password through a single-use e-mailed link. */
const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  const limit = addressLimit(app);
  // Reset mails per typed address and hour (counted off the request path, see forgot-password).
  const verificationMailsMax =
    limits.verificationMailsPerAccount ?? LOGIN_ACCOUNT_DEFAULTS.verificationMailsPerAccount;
  const resetMails = attemptCounter({
    windowMs: 3600_000,
    redis: app.redis,
    namespace: `${app.config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE_DEFAULT}reset-mails:`,
  });

  app.post(
    '/forgot-password',
    {
      config: limit(limits.reset),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (1 h); same answer whether the e-mail is known or not',
        body: EmailBodySchema,
        response: { 200: DoneResponse('SUCCESS'), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Known or unknown address: the same answer at once, the lookup and the mail off the request path, so
      // neither the answer nor its time tells whether an account exists.
      const email = request.body.email;
      const key = normalisedEmail(request);
      app.background.run('reset mail', async () => {
        // At most a few reset mails per address and hour, silently: the answer stays the same.
        if ((await resetMails.fail(key)) > verificationMailsMax) return;
        const user = await findUserByEmail(app.db, email);
        if (!user || user.disabled_at) return;
        const token = randomToken(32);
        await insertPasswordReset(app.db, sha256(token), user.id, RESET_TTL_SECONDS);
        await sendMail(app, user.email, languageOf(user.language), 'passwordReset', {
          firstName: user.first_name,
          token,
        });
      });
      return envelope('SUCCESS', null);
    },
  );

  app.post(
    '/reset-password',
    {
      config: limit(limits.reset),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token; every session of the account is revoked',
        body: ResetPasswordBodySchema,
        response: { 200: DoneResponse('SUCCESS'), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const hash = sha256(request.body.token);
      const expired = () => new ApiError(400, 'EXPIRED_TOKEN', 'Le lien de réinitialisation a expiré.');
      const invalid = () =>
        new ApiError(400, 'INVALID_TOKEN', 'Lien de réinitialisation invalide ou déjà utilisé.');
      // The link is checked before the password is hashed: a made-up token costs one indexed read, not a full
      // scrypt (128 MiB, tens of milliseconds of a thread) per request. The hash is made outside the transaction,
      // which claims the link again: a link used or expired meanwhile is refused then.
      const state = await resetLinkState(app.db, hash);
      if (state === 'expired') throw expired();
      if (state === 'invalid') throw invalid();
      const passwordHash = await hashPassword(request.body.password);
      // One transaction: the link claimed once, the password changed, the user's other reset links voided and
      // every session ended, or nothing at all. An expired link is refused without being touched.
      await app.db.transaction(async (tx) => {
        const claimed = await claimPasswordReset(tx, hash);
        if (claimed === 'expired') throw expired();
        if (claimed === 'invalid') throw invalid();
        await setPasswordHash(tx, claimed.userId, passwordHash);
        await voidPasswordResets(tx, claimed.userId);
        await endAllSessions(tx, claimed.userId);
      });
      return envelope('SUCCESS', null);
    },
  );
};

export default passwordReset;
