import type { Bilingual } from './types.js';

export interface MessageMailValues {
  firstName: string;
  senderFirstName: string;
  listingName: string | null;
  /** The first words of the latest message. */
  excerpt: string;
  /** Unread messages besides the quoted one. */
  others: number;
  conversationId: string;
  /** The signed one-click token that turns these mails off. */
  token: string;
}

/** A discussion's unread messages, told to a member once the thread is quiet. */
export const messageMail: Bilingual<MessageMailValues> = {
  fr: (v, link) => ({
    subject: v.listingName
      ? `Nouveau message de ${v.senderFirstName} à propos de ${v.listingName}`
      : `Nouveau message de ${v.senderFirstName}`,
    text: [
      `Bonjour ${v.firstName},`,
      '',
      v.listingName
        ? `${v.senderFirstName} vous a écrit à propos de « ${v.listingName} » :`
        : `${v.senderFirstName} vous a écrit :`,
      '',
      `« ${v.excerpt} »`,
      ...(v.others > 0
        ? [
            '',
            `Et ${v.others} autre${v.others > 1 ? 's' : ''} message${v.others > 1 ? 's' : ''} non lu${v.others > 1 ? 's' : ''}.`,
          ]
        : []),
      '',
      `Lire et répondre : ${link(`/profile/discussions/${encodeURIComponent(v.conversationId)}`)}`,
      '',
      'Ne payez jamais de frais de visite ni d’avance avant d’avoir visité le bien et vérifié les documents.',
      '',
      `Ne plus recevoir ces e-mails (un clic, sans connexion) : ${link(`/discussions/e-mails?token=${v.token}`)}`,
      '',
      'L’équipe Immo237',
    ].join('\n'),
  }),
  en: (v, link) => ({
    subject: v.listingName
      ? `New message from ${v.senderFirstName} about ${v.listingName}`
      : `New message from ${v.senderFirstName}`,
    text: [
      `Hello ${v.firstName},`,
      '',
      v.listingName
        ? `${v.senderFirstName} wrote to you about “${v.listingName}”:`
        : `${v.senderFirstName} wrote to you:`,
      '',
      `“${v.excerpt}”`,
      ...(v.others > 0 ? ['', `And ${v.others} other unread message${v.others > 1 ? 's' : ''}.`] : []),
      '',
      `Read and reply: ${link(`/profile/discussions/${encodeURIComponent(v.conversationId)}`)}`,
      '',
      'Never pay visit fees or any advance before you have visited the property and checked its documents.',
      '',
      `Stop receiving these e-mails (one click, no sign-in needed): ${link(`/discussions/e-mails?token=${v.token}`)}`,
      '',
      'The Immo237 team',
    ].join('\n'),
  }),
};

export interface ForwardedMessageValues {
  /** Written on the contact page (else a message to the team, or about a listing). */
  contact: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  productId: string | null;
  body: string;
}

/** A message of the site's forms, forwarded as written: to the team, and to the listing's owner when about a listing. */
export const forwardedMessage: Bilingual<ForwardedMessageValues> = {
  fr: (v) => ({
    subject: `Immo237 — ${v.contact ? 'message du formulaire de contact' : 'nouveau message'}`,
    text: [
      `De : ${v.name ?? 'anonyme'} <${v.email ?? 'sans e-mail'}>${v.phone ? ` — ${v.phone}` : ''}`,
      ...(v.subject ? [`Sujet : ${v.subject}`] : []),
      ...(v.productId ? [`Annonce : ${v.productId}`] : []),
      '',
      v.body,
    ].join('\n'),
  }),
  en: (v) => ({
    subject: `Immo237 — ${v.contact ? 'message from the contact form' : 'new message'}`,
    text: [
      `From: ${v.name ?? 'anonymous'} <${v.email ?? 'no e-mail'}>${v.phone ? ` — ${v.phone}` : ''}`,
      ...(v.subject ? [`Subject: ${v.subject}`] : []),
      ...(v.productId ? [`Listing: ${v.productId}`] : []),
      '',
      v.body,
    ].join('\n'),
  }),
};
