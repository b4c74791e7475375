import type { FastifyInstance } from 'fastify';
import { createEvent } from 'ics';
import { frenchSlot } from '../lib/local-time.js';
import { englishSlot, languageOf, sendMail, siteLink, type Language } from '../mails/index.js';
import type { Mail } from '../plugins/app/mailer.js';
import { findAgentByUser } from '../repositories/agents.js';
import type { RatingRow } from '../repositories/ratings.js';
import { visitParties, type VisitRow } from '../repositories/visits.js';
import { personName } from './conversations.js';
import { notify } from './push.js';

/** What happened to a visit, as its e-mail tells the other side. */
export type VisitEvent = 'requested' | 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'reminder';

/** The slot of a visit as a mail in `language` writes it, in Cameroon's time. */
const slotIn = (language: Language, at: Date) => (language === 'en' ? englishSlot(at) : frenchSlot(at));

/**
 * The iCalendar event of a confirmed visit (written with the `ics` library): its slot in UTC, the listing and
 * where it is, both people; the visit's id as the event's UID, so a calendar that imports it twice keeps one. Its
 * title and description are in the recipient's language.
 */
export function visitCalendar(
  visit: Pick<VisitRow, 'id' | 'starts_at' | 'ends_at'>,
  about: { listing: string; place: string; owner: string; visitor: string; link: string },
  language: Language = 'fr',
): string {
  const { error, value } = createEvent({
    uid: `visit-${visit.id}@immo237`,
    productId: 'Immo237',
    title: language === 'en' ? `Visit: ${about.listing}` : `Visite : ${about.listing}`,
    description:
      language === 'en'
        ? `Visit of “${about.listing}” with ${about.owner} and ${about.visitor}.\n${about.link}`
        : `Visite de « ${about.listing} » avec ${about.owner} et ${about.visitor}.\n${about.link}`,
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

/** The decisions on a visit that the other side is notified of on their devices, and the notification's title. */
const DECISION_PUSHES: Partial<Record<VisitEvent, Record<Language, string>>> = {
  confirmed: { fr: 'Visite confirmée', en: 'Visit confirmed' },
  declined: { fr: 'Demande de visite refusée', en: 'Visit request declined' },
  proposed: { fr: 'Autre créneau proposé', en: 'Another time proposed' },
  cancelled: { fr: 'Visite annulée', en: 'Visit cancelled' },
};

/**
 * Tells the other side of a visit what just happened, by e-mail (the site's mail transport: the outbox by
 * default), each person in their account's language, with a link to 'Mes visites'; a decision also goes to the
 * other side's devices as a push notification. A confirmation goes to both with
 * the visit as a .ics event; the reminder of the day before goes to both too (the periodic work sends it: no
 * actor). A mail that cannot be sent is logged: the visit itself is already decided.
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
    const sides = {
      owner: {
        email: parties.owner_email,
        firstName: parties.owner_first_name,
        language: languageOf(parties.owner_language),
        other: visitor,
      },
      visitor: {
        email: parties.visitor_email,
        firstName: parties.visitor_first_name,
        language: languageOf(parties.visitor_language),
        other: owner,
      },
    };
    const send = (side: (typeof sides)['owner'], extra: Omit<Mail, 'to' | 'subject' | 'text'> = {}) =>
      sendMail(
        app,
        side.email,
        side.language,
        'visitMail',
        {
          event,
          firstName: side.firstName,
          other: side.other,
          owner,
          visitor,
          listingName: parties.listing_name,
          slot: slotIn(side.language, visit.starts_at),
          message: visit.message,
          reason: visit.reason,
        },
        extra,
      );
    const decision = DECISION_PUSHES[event];
    if (decision) {
      const body = (language: Language) => `${parties.listing_name} — ${slotIn(language, visit.starts_at)}`;
      notify(app, actorId === visit.visitor_id ? visit.owner_id : visit.visitor_id, 'visits', {
        url: '/profile/visites',
        text: { fr: { title: decision.fr, body: body('fr') }, en: { title: decision.en, body: body('en') } },
      });
    }
    if (event === 'reminder') {
      await Promise.all([sides.visitor, sides.owner].map((side) => send(side)));
      return;
    }
    if (event === 'confirmed') {
      const place = [parties.district, parties.city].filter(Boolean).join(', ');
      await Promise.all(
        [sides.visitor, sides.owner].map((side) => {
          const link = siteLink(app.config.publicUrl, side.language, '/profile/visites');
          const content = visitCalendar(
            visit,
            { listing: parties.listing_name, place, owner, visitor, link },
            side.language,
          );
          return send(side, { calendar: { filename: 'visite-immo237.ics', content } });
        }),
      );
      return;
    }
    await send(actorId === visit.visitor_id ? sides.owner : sides.visitor);
  } catch (error) {
    app.log.error({ err: error, visitId: visit.id, event }, 'visit mail not sent');
  }
}

/**
 * Tells the advertiser, in their language, that the visitor of a visit rated them: the stars, the comment, and where
 * to answer it once, publicly (their agent page; 'Mes visites' for an advertiser without one). A mail that cannot be
 * sent is logged: the rating itself is already stored.
 */
export async function sendRatedMail(app: FastifyInstance, visit: VisitRow, rating: RatingRow) {
  try {
    const parties = await visitParties(app.db, visit.id);
    if (!parties) return;
    const agent = await findAgentByUser(app.db, visit.owner_id);
    const language = languageOf(parties.owner_language);
    await sendMail(app, parties.owner_email, language, 'ratedMail', {
      firstName: parties.owner_first_name,
      visitor: personName(parties.visitor_first_name, parties.visitor_last_name, null),
      stars: rating.stars,
      comment: rating.comment,
      listingName: parties.listing_name,
      slot: slotIn(language, visit.starts_at),
      agentSlug: agent?.slug ?? null,
    });
  } catch (error) {
    app.log.error({ err: error, visitId: visit.id }, 'rating mail not sent');
  }
}
