import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../../lib/errors.js';
import { sendEmailChangedNotice, sendVerificationMail } from '../../../../lib/mails.js';
import { languageOf } from '../../../../mails/index.js';
import { SITE_REASONS } from '../../../../mails/verification.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { envelope } from '../../../../lib/reply.js';
import { normaliseEmail } from '../../../../lib/strings.js';
import { findUserById, toUserDto, updateProfile } from '../../../../repositories/users.js';
import { DoneResponse } from '../../../../schemas/auth.js';
import { bearer, errorResponses, normalizePhone } from '../../../../schemas/common.js';
import { ProfileUpdateSchema, UserIdParamsSchema, userResponses } from '../../../../schemas/user.js';
import {
  endVerification,
  IDENTITY_CHANGED_REASON,
  sendVerificationEndedMail,
} from '../../../../services/verifications.js';
import agentProfileRoutes from './agent-profile.js';
import messageMailRoutes from './message-mails.js';
import favouriteRoutes from './favourites.js';
import verificationRoutes from './verification.js';
import messageRoutes from './messages.js';

/** E-mail changes per account and hour: each sends a verification mail to an address the user typed. */
export const EMAIL_CHANGES_PER_HOUR = 3;

const user: FastifyPluginAsyncTypebox = async (app) => {
  const emailChanges = app.createRateLimit({
    max: EMAIL_CHANGES_PER_HOUR,
    timeWindow: 3600_000,
    keyGenerator: (request) => `email-change:${request.userId ?? ''}`,
  });
  app.get(
    '/user/resend-verification-email/:id',
    {
      config: { rateLimit: { max: app.config.rateLimits.reset, timeWindow: app.config.rateLimits.windowMs } },
      schema: {
        tags: ['user'],
        summary: 'Send the verification e-mail again, by user id',
        params: UserIdParamsSchema,
        response: {
          200: DoneResponse('SUCCESS'),
          ...errorResponses(400, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const row = await findUserById(app.db, request.params.id);
      if (!row) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      // No sign-in and a public id (listings name their owner): the per-address limit above is not enough, the
      // account's own budget of verification mails applies, the same one as POST /auth/resend-verification-email.
      await app.verificationMailLimit(request, reply, normaliseEmail(row.email));
      if (row.email_verified_at)
        throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'Adresse e-mail déjà vérifiée.');
      await sendVerificationMail(app, row.email, row.first_name, row.language).catch((err: unknown) => {
        request.log.error({ err }, 'verification mail failed');
        throw new ApiError(502, 'EMAIL_SEND_ERROR', 'L’e-mail n’a pas pu être envoyé.');
      });
      return envelope('SUCCESS', null);
    },
  );

  app.get(
    '/user-profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: bearer,
        response: userResponses.profile,
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.userId as string);
      if (!row) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      return envelope('READ_SUCCESSFULLY', toUserDto(row));
    },
  );

  app.patch(
    '/update-profile',
    {
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags: ['user'],
        summary: 'Update the profile; the answer is the new user record',
        security: bearer,
        body: ProfileUpdateSchema,
        response: userResponses.update,
      },
    },
    async (request, reply) => {
      const id = request.userId as string;
      const b = request.body;
      const current = await findUserById(app.db, id);
      if (!current) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      const email = b.email?.trim() ?? current.email;
      const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged) {
        if (!b.currentPassword)
          throw new ApiError(
            400,
            'CURRENT_PASSWORD_REQUIRED',
            'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
          );
        const limit = await emailChanges(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw new ApiError(
            429,
            'TOO_MANY_REQUESTS',
            `Trop de changements d’adresse e-mail : réessayez dans ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
          );
        }
        // 400, not 401: the session is fine, only the typed password is wrong (a 401 would sign the user out).
        if (!(await verifyPassword(b.currentPassword, current.password_hash)))
          throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', 'Mot de passe actuel incorrect.');
      }
      const phone = b.phone === undefined ? current.phone : normalizePhone(b.phone);
      const showPhone = b.showPhone ?? current.show_phone;
      const firstName = (b.firstname ?? b.firstName ?? current.first_name).trim();
      const lastName = (b.lastname ?? b.lastName ?? current.last_name).trim();
      // The team verified these three: a verified account that changes one is no longer verified.
      const identityChanged =
        firstName !== current.first_name || lastName !== current.last_name || phone !== current.phone;
      const { row, ended } = await app.db.transaction(async (tx) => {
        const updated = await updateProfile(tx, id, {
          firstName,
          lastName,
          email,
          phone,
          pseudo: b.pseudo?.trim() ?? current.pseudo,
          bio: b.bio === undefined ? current.bio : b.bio,
          avatar: b.avatar === undefined ? current.avatar : b.avatar,
          emailChanged,
          showPhone,
          language: b.language ?? languageOf(current.language),
        });
        // A taken address fails the statement: thrown here so that the transaction is rolled back, not committed.
        if (!updated)
          throw new ApiError(409, 'USER_ALREADY_EXISTS', 'Cette adresse e-mail est déjà utilisée.');
        const endedNow = identityChanged
          ? await endVerification(tx, id, { reason: IDENTITY_CHANGED_REASON, adminId: null })
          : undefined;
        return { row: updated, ended: endedNow };
      });
      if (ended)
        app.background.run('verification ended mail', () =>
          sendVerificationEndedMail(app, ended, SITE_REASONS.identityChanged),
        );
      if (emailChanged) {
        app.background.run('e-mail change mails', async () => {
          await sendEmailChangedNotice(app, current.email, row.email, row.first_name, row.language);
          await sendVerificationMail(app, row.email, row.first_name, row.language);
        });
      }
      return envelope('UPDATED_SUCCESSFULLY', {
        ...toUserDto(row),
        ...(ended
          ? { verificationEnded: { code: 'VERIFICATION_ENDED' as const, message: IDENTITY_CHANGED_REASON } }
          : {}),
      });
    },
  );

  await app.register(messageRoutes);
  await app.register(favouriteRoutes);
  await app.register(verificationRoutes);
  await app.register(agentProfileRoutes);
  await app.register(messageMailRoutes);
};

export default user;
