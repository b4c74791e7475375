import type { FastifyInstance } from 'fastify';
import type { Mail } from '../plugins/app/mailer.js';
import { agentMessage } from './agents.js';
import { alertMail } from './alerts.js';
import { contactCopy, emailChanged, passwordReset, verifyEmail } from './account.js';
import { siteLink, type Language } from './language.js';
import { freshnessExpiry, freshnessReminder, listingHeld, priceDrop } from './listings.js';
import { forwardedMessage, messageMail } from './messages.js';
import type { Bilingual, MailText } from './types.js';
import { verificationDecision, verificationEnded } from './verification.js';
import { ratedMail, visitMail } from './visits.js';

export { englishSlot, languageOf, siteLink, type Language } from './language.js';

/**
 * Every mail the site sends to a person, by kind: each written in French and in English from the same values. The
 * words live here and nowhere else; the services choose the kind, the values and the recipient's language.
 */
const catalogue = {
  verifyEmail,
  emailChanged,
  passwordReset,
  contactCopy,
  messageMail,
  forwardedMessage,
  visitMail,
  ratedMail,
  freshnessReminder,
  freshnessExpiry,
  listingHeld,
  priceDrop,
  alertMail,
  agentMessage,
  verificationDecision,
  verificationEnded,
};

export type MailKind = keyof typeof catalogue;
export type MailValues<K extends MailKind> = (typeof catalogue)[K] extends Bilingual<infer V> ? V : never;

/** The subject and text of a mail of `kind` in `language`, its links to the site's pages in that language. */
export function mailFor<K extends MailKind>(
  publicUrl: string,
  language: Language,
  kind: K,
  values: MailValues<K>,
): MailText {
  const build = catalogue[kind][language] as (v: MailValues<K>, link: (path: string) => string) => MailText;
  return build(values, (path) => siteLink(publicUrl, language, path));
}

/** Sends a mail of `kind` to `to` in `language` (headers, reply-to or a calendar event ride along). */
export function sendMail<K extends MailKind>(
  app: FastifyInstance,
  to: string,
  language: Language,
  kind: K,
  values: MailValues<K>,
  extra: Omit<Mail, 'to' | 'subject' | 'text'> = {},
) {
  return app.mailer.send({ to, ...mailFor(app.config.publicUrl, language, kind, values), ...extra });
}
