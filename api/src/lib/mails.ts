import type { FastifyInstance } from 'fastify';
import { signJwt } from './tokens.js';

export const VERIFY_TTL_SECONDS = 24 * 3600;

/** Sends the verification link: a signed token carrying `email` and `exp` (seconds). */
export async function sendVerificationMail(app: FastifyInstance, email: string, firstName: string) {
  const token = await signJwt(app.jwtKey, 'verify-email', { email }, VERIFY_TTL_SECONDS);
  // The site's verification screen: /auth/verify-email?token=…
  const link = `${app.config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: email,
    subject: 'Immo237 — confirmez votre adresse e-mail',
    text: `Bonjour ${firstName},\n\nConfirmez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :\n${link}\n\nL’équipe Immo237`,
  });
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
) {
  await app.mailer.send({
    to: previousEmail,
    subject: 'Immo237 — votre adresse e-mail a été changée',
    text: `Bonjour ${firstName},\n\nL’adresse e-mail de votre compte Immo237 vient d’être remplacée par ${maskEmail(newEmail)}. Les messages du site iront désormais à cette adresse.\n\nSi ce n’est pas vous, répondez à ce message ou écrivez-nous depuis la page Contact : nous bloquerons le compte le temps de vous le rendre.\n\nL’équipe Immo237`,
  });
}
