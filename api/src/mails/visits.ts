import type { VisitEvent } from '../services/visit-mails.js';
import type { Bilingual } from './types.js';

export interface VisitMailValues {
  event: VisitEvent;
  firstName: string;
  /** The other person of the visit, as the recipient knows them. */
  other: string;
  owner: string;
  visitor: string;
  listingName: string;
  /** The slot, already written in the mail's language. */
  slot: string;
  message: string | null;
  reason: string | null;
}

/** What happened to a visit, told to the other side (both sides for a confirmation and the day-before reminder). */
export const visitMail: Bilingual<VisitMailValues> = {
  fr: (v, link) => {
    const listing = `« ${v.listingName} »`;
    const bye = `\n\nRépondez ou retrouvez vos visites dans « Mes visites » : ${link('/profile/visites')}\n\nNe payez jamais de frais de visite ni d'avance avant d'avoir visité le bien et vérifié les documents.\n\nL’équipe Immo237`;
    const why = v.reason ? `\nMotif : ${v.reason}` : '';
    switch (v.event) {
      case 'requested':
        return {
          subject: `Demande de visite : ${v.listingName}`,
          text: `Bonjour ${v.firstName},\n\n${v.other} demande à visiter ${listing} le ${v.slot}.${v.message ? `\n\nSon message : ${v.message}` : ''}${bye}`,
        };
      case 'confirmed':
        return {
          subject: `Visite confirmée : ${v.listingName}`,
          text: `Bonjour,\n\nLa visite de ${listing} est confirmée pour le ${v.slot} (heure du Cameroun). Le fichier joint l’ajoute à votre agenda.${bye}`,
        };
      case 'declined':
        return {
          subject: `Demande de visite refusée : ${v.listingName}`,
          text: `Bonjour ${v.firstName},\n\n${v.other} ne peut pas vous recevoir le ${v.slot} pour visiter ${listing}.${why}${bye}`,
        };
      case 'proposed':
        return {
          subject: `Autre créneau proposé : ${v.listingName}`,
          text: `Bonjour ${v.firstName},\n\n${v.other} vous propose de visiter ${listing} le ${v.slot}. Confirmez ou refusez ce créneau.${bye}`,
        };
      case 'reminder':
        return {
          subject: `Rappel : visite de ${v.listingName}`,
          text: `Bonjour,\n\nRappel : la visite de ${listing} a lieu le ${v.slot} (heure du Cameroun), avec ${v.owner} et ${v.visitor}. Un empêchement ? Annulez-la depuis « Mes visites » pour prévenir l’autre personne.${bye}`,
        };
      case 'cancelled':
        return {
          subject: `Visite annulée : ${v.listingName}`,
          text: `Bonjour ${v.firstName},\n\n${v.other} a annulé la visite de ${listing} prévue le ${v.slot}.${why}${bye}`,
        };
    }
  },
  en: (v, link) => {
    const listing = `“${v.listingName}”`;
    const bye = `\n\nReply or find your visits in “My visits”: ${link('/profile/visites')}\n\nNever pay visit fees or any advance before you have visited the property and checked its documents.\n\nThe Immo237 team`;
    const why = v.reason ? `\nReason: ${v.reason}` : '';
    switch (v.event) {
      case 'requested':
        return {
          subject: `Visit request: ${v.listingName}`,
          text: `Hello ${v.firstName},\n\n${v.other} asks to visit ${listing} on ${v.slot}.${v.message ? `\n\nTheir message: ${v.message}` : ''}${bye}`,
        };
      case 'confirmed':
        return {
          subject: `Visit confirmed: ${v.listingName}`,
          text: `Hello,\n\nThe visit of ${listing} is confirmed for ${v.slot} (Cameroon time). The attached file adds it to your calendar.${bye}`,
        };
      case 'declined':
        return {
          subject: `Visit request declined: ${v.listingName}`,
          text: `Hello ${v.firstName},\n\n${v.other} cannot show you ${listing} on ${v.slot}.${why}${bye}`,
        };
      case 'proposed':
        return {
          subject: `Another time proposed: ${v.listingName}`,
          text: `Hello ${v.firstName},\n\n${v.other} suggests you visit ${listing} on ${v.slot}. Confirm or decline this time.${bye}`,
        };
      case 'reminder':
        return {
          subject: `Reminder: visit of ${v.listingName}`,
          text: `Hello,\n\nReminder: the visit of ${listing} takes place on ${v.slot} (Cameroon time), with ${v.owner} and ${v.visitor}. Can't make it? Cancel it from “My visits” to let the other person know.${bye}`,
        };
      case 'cancelled':
        return {
          subject: `Visit cancelled: ${v.listingName}`,
          text: `Hello ${v.firstName},\n\n${v.other} cancelled the visit of ${listing} planned for ${v.slot}.${why}${bye}`,
        };
    }
  },
};

export interface RatedMailValues {
  firstName: string;
  visitor: string;
  stars: number;
  comment: string;
  listingName: string;
  slot: string;
  /** The advertiser's agent page, if they have one (else 'Mes visites'). */
  agentSlug: string | null;
}

const ratedLink = (v: RatedMailValues, link: (path: string) => string) =>
  link(v.agentSlug ? `/agents/${encodeURIComponent(v.agentSlug)}` : '/profile/visites');

/** A visitor rated the advertiser after a visit. */
export const ratedMail: Bilingual<RatedMailValues> = {
  fr: (v, link) => {
    const where = v.agentSlug ? 'sur votre page d’agent' : 'depuis « Mes visites »';
    const stars = `${v.stars} étoile${v.stars > 1 ? 's' : ''} sur 5`;
    const comment = v.comment ? `\n\nSon commentaire : « ${v.comment} »` : '';
    return {
      subject: `Nouvel avis après visite : ${v.stars}/5`,
      text: `Bonjour ${v.firstName},\n\n${v.visitor} vous a donné ${stars} après la visite de « ${v.listingName} » du ${v.slot}.${comment}\n\nVous pouvez répondre une fois à cet avis, publiquement, ${where} : ${ratedLink(v, link)}\n\nL’équipe Immo237`,
    };
  },
  en: (v, link) => {
    const where = v.agentSlug ? 'on your agent page' : 'from “My visits”';
    const stars = `${v.stars} star${v.stars > 1 ? 's' : ''} out of 5`;
    const comment = v.comment ? `\n\nTheir comment: “${v.comment}”` : '';
    return {
      subject: `New rating after a visit: ${v.stars}/5`,
      text: `Hello ${v.firstName},\n\n${v.visitor} gave you ${stars} after the visit of “${v.listingName}” on ${v.slot}.${comment}\n\nYou can answer this rating once, publicly, ${where}: ${ratedLink(v, link)}\n\nThe Immo237 team`,
    };
  },
};
