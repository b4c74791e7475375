import type { Language } from './language.js';
import type { Bilingual } from './types.js';

/** Why a decision or an ending was made: an administrator's words as they wrote them, or the site's in each language. */
export type Reason = string | Record<Language, string>;
const reasonIn = (language: Language, reason: Reason) =>
  typeof reason === 'string' ? reason : reason[language];

/** The reasons the site itself gives, in each language. */
export const SITE_REASONS = {
  identityChanged: {
    fr: 'Vous avez modifié votre prénom, votre nom ou votre numéro de téléphone : ils ne sont plus ceux que notre équipe a vérifiés. Envoyez une nouvelle demande pour retrouver le badge « Annonceur vérifié ».',
    en: 'You changed your first name, last name or phone number: they are no longer the ones our team checked. Send a new request to get the “Verified advertiser” badge back.',
  },
  expired: (days: number) => ({
    fr: `Demande restée sans décision pendant ${days} jours : la photo de votre pièce d’identité a été supprimée.`,
    en: `Request left without a decision for ${days} days: the photo of your identity document has been deleted.`,
  }),
};

/** The team's decision on a request to become a verified advertiser. */
export const verificationDecision: Bilingual<{ firstName: string; approve: boolean; reason: Reason }> = {
  fr: (v) =>
    v.approve
      ? {
          subject: 'Immo237 — vous êtes annonceur vérifié',
          text: `Bonjour ${v.firstName},\n\nNotre équipe a vérifié votre identité : vos annonces portent désormais le badge « Annonceur vérifié ». La photo de votre pièce d’identité a été supprimée.\n\nL’équipe Immo237`,
        }
      : {
          subject: 'Immo237 — votre demande de vérification n’a pas été acceptée',
          text: `Bonjour ${v.firstName},\n\nNotre équipe n’a pas pu valider votre demande de vérification, pour la raison suivante :\n\n${reasonIn('fr', v.reason)}\n\nVous pouvez envoyer une nouvelle demande depuis votre profil. La photo de votre pièce d’identité a été supprimée.\n\nL’équipe Immo237`,
        },
  en: (v) =>
    v.approve
      ? {
          subject: 'Immo237 — you are a verified advertiser',
          text: `Hello ${v.firstName},\n\nOur team has checked your identity: your listings now carry the “Verified advertiser” badge. The photo of your identity document has been deleted.\n\nThe Immo237 team`,
        }
      : {
          subject: 'Immo237 — your verification request was not accepted',
          text: `Hello ${v.firstName},\n\nOur team could not approve your verification request, for the following reason:\n\n${reasonIn('en', v.reason)}\n\nYou can send a new request from your profile. The photo of your identity document has been deleted.\n\nThe Immo237 team`,
        },
};

/** The account's verification ended (the member changed what was verified, or the team withdrew it). */
export const verificationEnded: Bilingual<{ firstName: string; reason: Reason }> = {
  fr: (v) => ({
    subject: 'Immo237 — votre badge « Annonceur vérifié » a été retiré',
    text: `Bonjour ${v.firstName},\n\nVotre compte n’est plus vérifié et vos annonces ne portent plus le badge « Annonceur vérifié », pour la raison suivante :\n\n${reasonIn('fr', v.reason)}\n\nVous pouvez envoyer une nouvelle demande de vérification depuis votre profil.\n\nL’équipe Immo237`,
  }),
  en: (v) => ({
    subject: 'Immo237 — your “Verified advertiser” badge was removed',
    text: `Hello ${v.firstName},\n\nYour account is no longer verified and your listings no longer carry the “Verified advertiser” badge, for the following reason:\n\n${reasonIn('en', v.reason)}\n\nYou can send a new verification request from your profile.\n\nThe Immo237 team`,
  }),
};
