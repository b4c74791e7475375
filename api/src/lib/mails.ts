import type { FastifyInstance } from 'fastify';
import { languageOf, sendMail } from '../mails/index.js';
import { signJwt } from './tokens.js';

export const VERIFY_TTL_SECONDS = 24 * 3600;

/**
 * Sends the verification link, in the account's language: a signed token carrying `email` and `exp` (seconds),
 * opened by the site's verification screen (/auth/verify-email?token=…).
 */
export async function sendVerificationMail(
  app: FastifyInstance,
  email: string,
  firstName: string,
  language: string,
) {
  const token = await signJwt(app.jwtKey, 'verify-email', { email }, VERIFY_TTL_SECONDS);
  await sendMail(app, email, languageOf(language), 'verifyEmail', { firstName, token });
  return token;
}

/** 'a***@example.cm': enough for the owner of an address to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Tells the previous address that the account's e-mail changed: if the change was not its owner's doing (a stolen
 * session), they learn it at once and know what to do.
 */
export async function sendEmailChangedNotice(
  app: FastifyInstance,
  previousEmail: string,
  newEmail: string,
  firstName: string,
  language: string,
) {
  await sendMail(app, previousEmail, languageOf(language), 'emailChanged', {
    firstName,
    maskedEmail: maskEmail(newEmail),
  });
}
