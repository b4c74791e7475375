import type { Bilingual } from './types.js';

/** The team's decision on a request to become a verified advertiser. */
export const verificationDecision: Bilingual<{ firstName: string; approve: boolean; reason: string }> = {
  fr: (v) =>
    v.approve
      ? {
          subject: 'Immo237 — vous êtes annonceur vérifié',
          text: `Bonjour ${v.firstName},\n\nNotre équipe a vérifié votre identité : vos annonces portent désormais le badge « Annonceur vérifié ». La photo de votre pièce d’identité a été supprimée.\n\nL’équipe Immo237`,
        }
      : {
          subject: 'Immo237 — votre demande de vérification n’a pas été acceptée',
          text: `Bonjour ${v.firstName},\n\nNotre équipe n’a pas pu valider votre demande de vérification, pour la raison suivante :\n\n${v.reason}\n\nVous pouvez envoyer une nouvelle demande depuis votre profil. La photo de votre pièce d’identité a été supprimée.\n\nL’équipe Immo237`,
        },
  en: (v) =>
    v.approve
      ? {
          subject: 'Immo237 — you are a verified advertiser',
          text: `Hello ${v.firstName},\n\nOur team has checked your identity: your listings now carry the “Verified advertiser” badge. The photo of your identity document has been deleted.\n\nThe Immo237 team`,
        }
      : {
          subject: 'Immo237 — your verification request was not accepted',
          text: `Hello ${v.firstName},\n\nOur team could not approve your verification request, for the following reason:\n\n${v.reason}\n\nYou can send a new request from your profile. The photo of your identity document has been deleted.\n\nThe Immo237 team`,
        },
};

/** The account's verification ended (the member changed what was verified, or the team withdrew it). */
export const verificationEnded: Bilingual<{ firstName: string; reason: string }> = {
  fr: (v) => ({
    subject: 'Immo237 — votre badge « Annonceur vérifié » a été retiré',
    text: `Bonjour ${v.firstName},\n\nVotre compte n’est plus vérifié et vos annonces ne portent plus le badge « Annonceur vérifié », pour la raison suivante :\n\n${v.reason}\n\nVous pouvez envoyer une nouvelle demande de vérification depuis votre profil.\n\nL’équipe Immo237`,
  }),
  en: (v) => ({
    subject: 'Immo237 — your “Verified advertiser” badge was removed',
    text: `Hello ${v.firstName},\n\nYour account is no longer verified and your listings no longer carry the “Verified advertiser” badge, for the following reason:\n\n${v.reason}\n\nYou can send a new verification request from your profile.\n\nThe Immo237 team`,
  }),
};
