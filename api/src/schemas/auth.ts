import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  emailSchema,
  Envelope,
  errorResponses,
  nameSchema,
  newPasswordSchema,
  Nullable,
  StringEnum,
} from './common.js';
import { MAIL_LANGUAGES, ROLES } from './vocabulary.js';

/** The user record; the API sends both spellings of the names and dates. */
export const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  pseudo: Type.String(),
  role: StringEnum(ROLES),
  phone: Nullable(Type.String()),
  /** 'Afficher mon numéro sur mes annonces'. */
  showPhone: Type.Boolean(),
  avatar: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  /** The language of the account's e-mails. */
  language: StringEnum(MAIL_LANGUAGES),
  created_at: DateTime,
  updated_at: DateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type User = Static<typeof UserSchema>;

/** A token and its lifetime in seconds. */
export const TokenInfoSchema = Type.Object({ token: Type.String(), expiresIn: Type.Integer() });
export type TokenInfo = Static<typeof TokenInfoSchema>;
const sessionProperties = { accessToken: TokenInfoSchema, refreshToken: TokenInfoSchema };

/** POST /auth/login: the user fields plus both tokens. */
export const LoginResultSchema = Type.Composite([UserSchema, Type.Object(sessionProperties)]);
export type LoginResult = Static<typeof LoginResultSchema>;

/** POST /auth/refresh: `token`/`expiresIn` plus the rotated pair. */
export const RefreshResultSchema = Type.Object({
  token: Type.String(),
  expiresIn: Type.Integer(),
  ...sessionProperties,
});
export type RefreshResult = Static<typeof RefreshResultSchema>;

/**
 * POST /auth/signup. Either `firstName`, or `fullname` (the first name) + `pseudo` as some screens send;
 * `role` is always USER.
 */
export const SignupBodySchema = Type.Object({
  email: emailSchema,
  password: newPasswordSchema,
  lastName: nameSchema,
  firstName: Type.Optional(nameSchema),
  fullname: Type.Optional(nameSchema),
  pseudo: Type.Optional(Type.String({ minLength: 3, maxLength: 60 })),
  role: Type.Optional(Type.Literal('USER')),
  /** The language of the page the account was created on: its e-mails are written in it (French if absent). */
  language: Type.Optional(StringEnum(MAIL_LANGUAGES)),
});
export type SignupBody = Static<typeof SignupBodySchema>;

export const LoginBodySchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

const tokenSchema = Type.String({ minLength: 10, maxLength: 512 });
export const RefreshBodySchema = Type.Object({ refreshToken: tokenSchema });
export const EmailBodySchema = Type.Object({ email: emailSchema });
export const ResetPasswordBodySchema = Type.Object({ token: tokenSchema, password: newPasswordSchema });
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
export const VerifyEmailParamsSchema = Type.Object({ token: Type.String({ maxLength: 2048 }) });
export const EmailVerifiedSchema = Type.Object({ email: Type.String(), verified: Type.Literal(true) });
export type EmailVerified = Static<typeof EmailVerifiedSchema>;

/** `{ statusCode, data: null }`: the answer of calls that only confirm. */
export const DoneResponse = (description: string) => Envelope(Type.Null(), description);

export const authResponses = {
  signup: { 201: Envelope(UserSchema, 'SIGNUP_SUCCESSFULL'), ...errorResponses(400, 409) },
  login: {
    200: Envelope(LoginResultSchema, 'SUCCESS'),
    ...errorResponses(400, 401, 403, 429),
  },
  refresh: {
    200: Envelope(RefreshResultSchema, 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 429),
  },
  verifyEmail: { 200: Envelope(EmailVerifiedSchema, 'SUCCESS'), ...errorResponses(400, 404) },
} as const;
