import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../lib/errors.js';
import { sendEmailChangedNotice, sendVerificationMail } from '../../../../lib/mails.js';
import { verifyPassword } from '../../../../lib/passwords.js';
import { envelope } from '../../../../lib/reply.js';
import { findUserById, toUserDto, type UserRow } from '../../../../repositories/users.js';
import {
  bearer,
  cameroonPhoneSchema,
  emailSchema,
  errorResponse,
  nameSchema,
  normalizePhone,
  okResponse,
  uuidSchema,
} from '../../../../schemas/common.js';
import agentProfileRoutes from './agent-profile.js';
import favouriteRoutes from './favourites.js';
import verificationRoutes from './verification.js';
import messageRoutes from './messages.js';

interface ProfileBody {
  firstname?: string;
  lastname?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  showPhone?: boolean;
  pseudo?: string;
  bio?: string | null;
  avatar?: string | null;
  /** Required to change the e-mail address (a stolen session alone cannot take the account over). */
  currentPassword?: string;
}

/** E-mail changes per account and hour: each sends a verification mail to an address the user typed. */
export const EMAIL_CHANGES_PER_HOUR = 3;

const user: FastifyPluginAsync = async (app) => {
  const emailChanges = app.createRateLimit({
    max: EMAIL_CHANGES_PER_HOUR,
    timeWindow: 3600_000,
    keyGenerator: (request) => `email-change:${request.userId ?? ''}`,
  });
  app.get<{ Params: { id: string } }>(
    '/user/resend-verification-email/:id',
    {
      config: { rateLimit: { max: app.config.rateLimits.reset, timeWindow: app.config.rateLimits.windowMs } },
      schema: {
        tags: ['user'],
        summary: 'Send the verification e-mail again, by user id',
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        response: { 200: okResponse('SUCCESS'), 404: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.params.id);
      if (!row) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      if (row.email_verified_at)
        throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'Adresse e-mail déjà vérifiée.');
      await sendVerificationMail(app, row.email, row.first_name).catch((err: unknown) => {
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
        response: { 200: okResponse('READ_SUCCESSFULLY'), 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.userId as string);
      if (!row) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      return envelope('READ_SUCCESSFULLY', toUserDto(row));
    },
  );

  app.patch<{ Body: ProfileBody }>(
    '/update-profile',
    {
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags: ['user'],
        summary: 'Update the profile; the answer is the new user record',
        security: bearer,
        body: {
          type: 'object',
          minProperties: 1,
          properties: {
            firstname: nameSchema,
            lastname: nameSchema,
            firstName: nameSchema,
            lastName: nameSchema,
            email: emailSchema,
            // A Cameroonian number (issue 16): +237 and 9 digits, spaces allowed; stored without them.
            phone: { ...cameroonPhoneSchema, type: ['string', 'null'] },
            // 'Afficher mon numéro sur mes annonces': 'Appeler' and 'WhatsApp' on every listing of the account.
            showPhone: { type: 'boolean' },
            pseudo: { type: 'string', minLength: 3, maxLength: 60 },
            bio: { type: ['string', 'null'], maxLength: 2000 },
            avatar: { type: ['string', 'null'], maxLength: 500, pattern: '^(https?://|/uploads/)' },
            currentPassword: { type: 'string', maxLength: 128 },
          },
        },
        response: {
          200: okResponse('UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
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
      const rows = await app.db
        .query<UserRow>(
          `WITH updated AS (
             UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = $5, pseudo = $6, bio = $7,
               avatar = $8, email_verified_at = CASE WHEN $9 THEN NULL ELSE email_verified_at END, show_phone = $10,
               updated_at = now()
             WHERE id = $1 RETURNING *
           ), listings AS (
             -- The number shown on the account's listings follows the profile in the same statement.
             UPDATE products SET owner_phone = (SELECT CASE WHEN show_phone THEN phone END FROM updated)
              WHERE user_id = $1
                AND owner_phone IS DISTINCT FROM (SELECT CASE WHEN show_phone THEN phone END FROM updated)
           )
           SELECT * FROM updated`,
          [
            id,
            (b.firstname ?? b.firstName ?? current.first_name).trim(),
            (b.lastname ?? b.lastName ?? current.last_name).trim(),
            email,
            phone,
            b.pseudo?.trim() ?? current.pseudo,
            b.bio === undefined ? current.bio : b.bio,
            b.avatar === undefined ? current.avatar : b.avatar,
            emailChanged,
            showPhone,
          ],
        )
        .catch((err: { code?: string }) => {
          if (err.code === '23505')
            throw new ApiError(409, 'USER_ALREADY_EXISTS', 'Cette adresse e-mail est déjà utilisée.');
          throw err;
        });
      const row = rows[0] as UserRow;
      if (emailChanged) {
        app.background.run('e-mail change mails', async () => {
          await sendEmailChangedNotice(app, current.email, row.email, row.first_name);
          await sendVerificationMail(app, row.email, row.first_name);
        });
      }
      return envelope('UPDATED_SUCCESSFULLY', toUserDto(row));
    },
  );

  await app.register(messageRoutes);
  await app.register(favouriteRoutes);
  await app.register(verificationRoutes);
  await app.register(agentProfileRoutes);
};

export default user;
