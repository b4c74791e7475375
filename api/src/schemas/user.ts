import { Type, type Static } from '@sinclair/typebox';
import { UserSchema } from './auth.js';
import {
  cameroonPhoneSchema,
  emailSchema,
  Envelope,
  errorResponses,
  nameSchema,
  Nullable,
  StringEnum,
  uuidSchema,
} from './common.js';
import { MAIL_LANGUAGES } from './vocabulary.js';

/** PATCH /user/update-profile: any of these (at least one); both name spellings are accepted. */
export const ProfileUpdateSchema = Type.Object(
  {
    firstname: Type.Optional(nameSchema),
    lastname: Type.Optional(nameSchema),
    firstName: Type.Optional(nameSchema),
    lastName: Type.Optional(nameSchema),
    email: Type.Optional(emailSchema),
    /** A Cameroonian number: '+237' and 9 digits, spaces allowed; stored without them; null or '' clears it. */
    phone: Type.Optional(Nullable(cameroonPhoneSchema)),
    /** 'Afficher mon numéro sur mes annonces': 'Appeler' and 'WhatsApp' on every listing of the account. */
    showPhone: Type.Optional(Type.Boolean()),
    pseudo: Type.Optional(Type.String({ minLength: 3, maxLength: 60 })),
    bio: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    avatar: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^(https?://|/uploads/)' }))),
    /** 'Langue des e-mails': the language of every e-mail the account receives. */
    language: Type.Optional(StringEnum(MAIL_LANGUAGES)),
    /** Required by the API when `email` changes the account's address. */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { minProperties: 1 },
);
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

/**
 * The answer of a profile change: the new user record, and `verificationEnded` when the change ended the account's
 * verification (a first name, last name or phone changed after the team checked them): code and French message to show.
 */
export const ProfileUpdatedSchema = Type.Composite([
  UserSchema,
  Type.Object({
    verificationEnded: Type.Optional(
      Type.Object({ code: Type.Literal('VERIFICATION_ENDED'), message: Type.String() }),
    ),
  }),
]);
export type ProfileUpdated = Static<typeof ProfileUpdatedSchema>;

export const UserIdParamsSchema = Type.Object({ id: uuidSchema });

export const userResponses = {
  profile: { 200: Envelope(UserSchema, 'READ_SUCCESSFULLY'), ...errorResponses(401, 404) },
  update: {
    200: Envelope(ProfileUpdatedSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
} as const;
