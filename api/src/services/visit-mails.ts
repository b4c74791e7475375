import type { FastifyInstance } from 'fastify';
import { createEvent } from 'ics';
import { frenchSlot } from '../lib/local-time.js';
import { findAgentByUser } from '../repositories/agents.js';
import type { RatingRow } from '../repositories/ratings.js';
import { visitParties, type VisitRow } from '../repositories/visits.js';
import { personName } from './conversations.js';

/** What happened to a visit, as its e-mail tells the other side. */
export type VisitEvent = 'requested' | 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'reminder';

/**
 * The iCalendar event of a confirmed visit (written with the `ics` library): its slot in UTC, the listing and
 * where it is, both people; the visit's id as the event's UID, so a calendar that imports it twice keeps one.
 */
export function visitCalendar(
  visit: Pick<VisitRow, 'id' | 'starts_at' | 'ends_at'>,
  about: { listing: string; place: string; owner: string; visitor: string; link: string },
): string {
  const { error, value } = createEvent({
    uid: `visit-${visit.id}@immo237`,
    productId: 'Immo237',
    title: `Visite : ${about.listing}`,
    description: `Visite de « ${about.listing} » avec ${about.owner} et ${about.visitor}.\n${about.link}`,
    location: about.place,
    url: about.link,
    status: 'CONFIRMED',
    start: visit.starts_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: visit.ends_at.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('calendar event not written');
  return value;
}

/**
 * Tells the other side of a visit what just happened, by e-mail (the site's mail transport: the outbox by
 * default), with a link to 'Mes visites'. A confirmation goes to both with the visit as a .ics event; the reminder of
 * the day before goes to both too (the periodic work sends it: no actor). A mail that cannot be sent is logged: the
 * visit itself is already decided.
 */
export async function sendVisitMail(
  app: FastifyInstance,
  visit: VisitRow,
  event: VisitEvent,
  actorId: string | null,
) {
  try {
    const parties = await visitParties(app.db, visit.id);
    if (!parties) return;
    const visitor = personName(parties.visitor_first_name, parties.visitor_last_name, null);
    const owner = personName(parties.owner_first_name, parties.owner_last_name, null);
    const slot = frenchSlot(visit.starts_at);
    const link = `${app.config.publicUrl}/profile/visites`;
    const listing = `« ${parties.listing_name} »`;
    const toOwner = actorId === visit.visitor_id;
    const [recipient, firstName, other] = toOwner
      ? [parties.owner_email, parties.owner_first_name, visitor]
      : [parties.visitor_email, parties.visitor_first_name, owner];
    const bye = `\n\nRépondez ou retrouvez vos visites dans « Mes visites » : ${link}\n\nNe payez jamais de frais de visite ni d'avance avant d'avoir visité le bien et vérifié les documents.\n\nL’équipe Immo237`;
    const why = visit.reason ? `\nMotif : ${visit.reason}` : '';
    const mails: Record<VisitEvent, { subject: string; text: string }> = {
      requested: {
        subject: `Demande de visite : ${parties.listing_name}`,
        text: `Bonjour ${firstName},\n\n${other} demande à visiter ${listing} le ${slot}.${visit.message ? `\n\nSon message : ${visit.message}` : ''}${bye}`,
      },
      confirmed: {
        subject: `Visite confirmée : ${parties.listing_name}`,
        text: `Bonjour,\n\nLa visite de ${listing} est confirmée pour le ${slot} (heure du Cameroun). Le fichier joint l’ajoute à votre agenda.${bye}`,
      },
      declined: {
        subject: `Demande de visite refusée : ${parties.listing_name}`,
        text: `Bonjour ${firstName},\n\n${other} ne peut pas vous recevoir le ${slot} pour visiter ${listing}.${why}${bye}`,
      },
      proposed: {
        subject: `Autre créneau proposé : ${parties.listing_name}`,
        text: `Bonjour ${firstName},\n\n${other} vous propose de visiter ${listing} le ${slot}. Confirmez ou refusez ce créneau.${bye}`,
      },
      reminder: {
        subject: `Rappel : visite de ${parties.listing_name}`,
        text: `Bonjour,\n\nRappel : la visite de ${listing} a lieu le ${slot} (heure du Cameroun), avec ${owner} et ${visitor}. Un empêchement ? Annulez-la depuis « Mes visites » pour prévenir l’autre personne.${bye}`,
      },
      cancelled: {
        subject: `Visite annulée : ${parties.listing_name}`,
        text: `Bonjour ${firstName},\n\n${other} a annulé la visite de ${listing} prévue le ${slot}.${why}${bye}`,
      },
    };
    const mail = mails[event];
    if (event === 'reminder') {
      await Promise.all(
        [parties.visitor_email, parties.owner_email].map((to) => app.mailer.send({ to, ...mail })),
      );
      return;
    }
    if (event === 'confirmed') {
      const place = [parties.district, parties.city].filter(Boolean).join(', ');
      const content = visitCalendar(visit, { listing: parties.listing_name, place, owner, visitor, link });
      const calendar = { filename: 'visite-immo237.ics', content };
      await Promise.all(
        [parties.visitor_email, parties.owner_email].map((to) => app.mailer.send({ to, ...mail, calendar })),
      );
      return;
    }
    await app.mailer.send({ to: recipient, ...mail });
  } catch (error) {
    app.log.error({ err: error, visitId: visit.id, event }, 'visit mail not sent');
  }
}

/**
 * Tells the advertiser that the visitor of a visit rated them: the stars, the comment, and where to answer it once,
 * publicly (their agent page; 'Mes visites' for an advertiser without one). A mail that cannot be sent is logged:
 * the rating itself is already stored.
 */
export async function sendRatedMail(app: FastifyInstance, visit: VisitRow, rating: RatingRow) {
  try {
    const parties = await visitParties(app.db, visit.id);
    if (!parties) return;
    const visitor = personName(parties.visitor_first_name, parties.visitor_last_name, null);
    const agent = await findAgentByUser(app.db, visit.owner_id);
    const link = agent
      ? `${app.config.publicUrl}/agents/${encodeURIComponent(agent.slug)}`
      : `${app.config.publicUrl}/profile/visites`;
    const where = agent ? 'sur votre page d’agent' : 'depuis « Mes visites »';
    const stars = `${rating.stars} étoile${rating.stars > 1 ? 's' : ''} sur 5`;
    const comment = rating.comment ? `\n\nSon commentaire : « ${rating.comment} »` : '';
    await app.mailer.send({
      to: parties.owner_email,
      subject: `Nouvel avis après visite : ${rating.stars}/5`,
      text: `Bonjour ${parties.owner_first_name},\n\n${visitor} vous a donné ${stars} après la visite de « ${parties.listing_name} » du ${frenchSlot(visit.starts_at)}.${comment}\n\nVous pouvez répondre une fois à cet avis, publiquement, ${where} : ${link}\n\nL’équipe Immo237`,
    });
  } catch (error) {
    app.log.error({ err: error, visitId: visit.id }, 'rating mail not sent');
  }
}
