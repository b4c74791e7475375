import type { Bilingual } from './types.js';

/** The link that confirms an address (sign-up, or a new address in the profile). */
export const verifyEmail: Bilingual<{ firstName: string; token: string }> = {
  fr: ({ firstName, token }, link) => ({
    subject: 'Immo237 — confirmez votre adresse e-mail',
    text: `Bonjour ${firstName},\n\nConfirmez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :\n${link(`/auth/verify-email?token=${encodeURIComponent(token)}`)}\n\nL’équipe Immo237`,
  }),
  en: ({ firstName, token }, link) => ({
    subject: 'Immo237 — confirm your e-mail address',
    text: `Hello ${firstName},\n\nConfirm your e-mail address by opening this link (valid for 24 hours):\n${link(`/auth/verify-email?token=${encodeURIComponent(token)}`)}\n\nThe Immo237 team`,
  }),
};

/** To the previous address of an account whose e-mail just changed. */
export const emailChanged: Bilingual<{ firstName: string; maskedEmail: string }> = {
  fr: ({ firstName, maskedEmail }) => ({
    subject: 'Immo237 — votre adresse e-mail a été changée',
    text: `Bonjour ${firstName},\n\nL’adresse e-mail de votre compte Immo237 vient d’être remplacée par ${maskedEmail}. Les messages du site iront désormais à cette adresse.\n\nSi ce n’est pas vous, répondez à ce message ou écrivez-nous depuis la page Contact : nous bloquerons le compte le temps de vous le rendre.\n\nL’équipe Immo237`,
  }),
  en: ({ firstName, maskedEmail }) => ({
    subject: 'Immo237 — your e-mail address was changed',
    text: `Hello ${firstName},\n\nThe e-mail address of your Immo237 account has just been replaced by ${maskedEmail}. The site's messages will go to that address from now on.\n\nIf this wasn't you, reply to this message or write to us from the Contact page: we will lock the account until we give it back to you.\n\nThe Immo237 team`,
  }),
};

/** The single-use link that sets a new password. */
export const passwordReset: Bilingual<{ firstName: string; token: string }> = {
  fr: ({ firstName, token }, link) => ({
    subject: 'Immo237 — réinitialisation du mot de passe',
    text: `Bonjour ${firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n${link(`/reset-password?token=${token}`)}\n\nSi vous n’avez rien demandé, ignorez ce message.\n\nL’équipe Immo237`,
  }),
  en: ({ firstName, token }, link) => ({
    subject: 'Immo237 — reset your password',
    text: `Hello ${firstName},\n\nTo choose a new password, open this link (valid for 1 hour, once):\n${link(`/reset-password?token=${token}`)}\n\nIf you didn't ask for anything, ignore this message.\n\nThe Immo237 team`,
  }),
};

/** The copy of a contact-page message: a fixed text, nothing the visitor wrote. */
export const contactCopy: Bilingual<Record<string, never>> = {
  fr: () => ({
    subject: 'Immo237 — nous avons bien reçu votre message',
    text:
      'Bonjour,\n\nNous avons bien reçu votre message envoyé depuis la page Contact d’Immo237 ; nous vous répondrons ' +
      'dans les plus brefs délais.\n\nSi vous n’avez rien envoyé, ignorez ce message.\n\nL’équipe Immo237',
  }),
  en: () => ({
    subject: 'Immo237 — we have received your message',
    text:
      'Hello,\n\nWe have received the message you sent from the Immo237 Contact page; we will answer you as soon as ' +
      'we can.\n\nIf you didn’t send anything, ignore this message.\n\nThe Immo237 team',
  }),
};
