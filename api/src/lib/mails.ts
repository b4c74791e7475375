import type { FastifyInstance } from 'fastify';
import { signJwt } from './tokens.js';

export const VERIFY_TTL_SECONDS = 24 * 3600;

/** Sends the verification link: a signed token carrying `email` and `exp` (seconds), as spec section 3 says. */
export async function sendVerificationMail(app: FastifyInstance, email: string, firstName: string) {
  const token = await signJwt(app.jwtKey, 'verify-email', { email }, VERIFY_TTL_SECONDS);
  // The site's verification screen (spec §2): /auth/verify-email?token=…
  const link = `${app.config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: email,
    subject: 'Immo237 — confirmez votre adresse e-mail',
    text: `Bonjour ${firstName},\n\nConfirmez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :\n${link}\n\nL’équipe Immo237`,
  });
  return token;
}
