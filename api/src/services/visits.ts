import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/errors.js';
import {
  addDays,
  frenchSlot,
  localInstant,
  localParts,
  minutesOf,
  SITE_TIME_ZONE,
} from '../lib/local-time.js';
import {
  appendMessage,
  openConversation,
  writeState,
  type StoredMessage,
} from '../repositories/conversations.js';
import {
  findListingForVisits,
  findVisitOf,
  insertVisit,
  listVisitsOf,
  ownedAmong,
  readAvailability,
  takenStarts,
  updateVisit,
  writeAvailability,
  type VisitListRow,
  type VisitorOutcome,
  type VisitRow,
} from '../repositories/visits.js';
import { VISIT_DAYS_AHEAD, type Visit, type VisitAvailability, type VisitSlots } from '../schemas/visits.js';
import { announce, checkMayWrite, personName, type Charges } from './conversations.js';
import { sendVisitMail, type VisitEvent } from './visit-mails.js';

/**
 * Visits booked on the site. An owner gives a listing's visit hours; the free slots of the next days are computed
 * from them in Cameroon's time, less the slots already confirmed; a visitor asks for one, in the discussion with the
 * owner about the listing (each step of a visit is a message there). The side that did not choose the slot answers:
 * it confirms or declines; the owner may propose another free slot instead, which the visitor then answers. Either
 * side may cancel with a reason until the slot starts. Two confirmations of one slot cannot both succeed: the second
 * breaks a unique index and is answered 409.
 */

/** A slot starts at least this long after the request (nobody books a visit for the next quarter hour). */
const LEAD_MS = 60 * 60_000;
const DAY_MS = 24 * 3600_000;
const LIST_LIMIT = 200;

const listingNotFound = () => notFound('Bien introuvable.');
const visitNotFound = () => notFound('Visite introuvable.');

/** Visit hours that make sense: each range at least one visit long, no two ranges of a day overlapping. */
function checkAvailability(availability: VisitAvailability): VisitAvailability {
  const ranges = [...availability.ranges].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  ranges.forEach((range, index) => {
    if (minutesOf(range.to) - minutesOf(range.from) < availability.slotMinutes)
      throw new ApiError(
        400,
        'INVALID_AVAILABILITY',
        `La plage ${range.from}–${range.to} doit durer au moins ${availability.slotMinutes} minutes.`,
      );
    const previous = ranges[index - 1];
    if (previous && previous.day === range.day && range.from < previous.to)
      throw new ApiError(
        400,
        'INVALID_AVAILABILITY',
        `Les plages ${previous.from}–${previous.to} et ${range.from}–${range.to} se chevauchent.`,
      );
  });
  return { slotMinutes: availability.slotMinutes, ranges, daysOff: [...availability.daysOff].sort() };
}

async function ownListing(app: FastifyInstance, userId: string, productId: string) {
  const listing = await findListingForVisits(app.db, productId);
  if (!listing || listing.owner_id !== userId) throw listingNotFound();
  return listing;
}

/** The listing's visit hours as its owner sees them (none yet: no range, visits of 60 minutes). */
export async function getAvailability(app: FastifyInstance, userId: string, productId: string) {
  await ownListing(app, userId, productId);
  return (await readAvailability(app.db, productId)) ?? { slotMinutes: 60, ranges: [], daysOff: [] };
}

export async function setAvailability(
  app: FastifyInstance,
  userId: string,
  productId: string,
  availability: VisitAvailability,
) {
  await ownListing(app, userId, productId);
  const checked = checkAvailability(availability);
  await writeAvailability(app.db, [productId], checked);
  return checked;
}

/** Gives other listings of the same owner this listing's visit hours. */
export async function copyAvailability(
  app: FastifyInstance,
  userId: string,
  productId: string,
  targetIds: string[],
) {
  await ownListing(app, userId, productId);
  const availability = await readAvailability(app.db, productId);
  if (!availability)
    throw new ApiError(409, 'NO_AVAILABILITY', 'Enregistrez d’abord les disponibilités de ce bien.');
  const targets = targetIds.filter((id) => id !== productId);
  const owned = await ownedAmong(app.db, userId, targets);
  if (owned.length !== targets.length) throw listingNotFound();
  await writeAvailability(app.db, owned, availability);
  return { productIds: owned };
}

/** Free slots of the listing from `now` on, VISIT_DAYS_AHEAD days, by local date. */
async function computeSlots(app: FastifyInstance, productId: string, now: Date) {
  const availability = await readAvailability(app.db, productId);
  if (!availability || availability.ranges.length === 0) return { availability, days: [] };
  const today = localParts(now).date;
  const earliest = now.getTime() + LEAD_MS;
  const taken = new Set(
    await takenStarts(app.db, productId, now, new Date(now.getTime() + (VISIT_DAYS_AHEAD + 1) * DAY_MS)),
  );
  const slotMs = availability.slotMinutes * 60_000;
  const days: VisitSlots['days'] = [];
  for (let offset = 0; offset < VISIT_DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    if (availability.daysOff.includes(date)) continue;
    const weekday = localParts(localInstant(date, 12 * 60)).weekday;
    const slots: VisitSlots['days'][number]['slots'] = [];
    for (const range of availability.ranges.filter((r) => r.day === weekday)) {
      const end = minutesOf(range.to);
      for (
        let minute = minutesOf(range.from);
        minute + availability.slotMinutes <= end;
        minute += availability.slotMinutes
      ) {
        const start = localInstant(date, minute);
        if (start.getTime() < earliest || taken.has(start.getTime())) continue;
        slots.push({
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + slotMs).toISOString(),
        });
      }
    }
    if (slots.length) days.push({ date, slots });
  }
  return { availability, days };
}

/** The public listing's free slots ('Demander une visite'); none when it gives no visit hours. */
export async function freeSlots(app: FastifyInstance, productId: string): Promise<VisitSlots> {
  const listing = await findListingForVisits(app.db, productId);
  if (!listing?.public) throw listingNotFound();
  const { availability, days } = await computeSlots(app, productId, app.now());
  return {
    timeZone: SITE_TIME_ZONE,
    slotMinutes: availability?.slotMinutes ?? null,
    visitFee: listing.visit_fee && listing.visit_fee > 0 ? listing.visit_fee : null,
    days,
  };
}

/** The slot starting at `startsAt` if the listing offers it free now; 409 otherwise. */
async function offeredSlot(app: FastifyInstance, productId: string, startsAt: string) {
  const at = new Date(startsAt).getTime();
  const { days } = await computeSlots(app, productId, app.now());
  const slot = days.flatMap((day) => day.slots).find((s) => new Date(s.startsAt).getTime() === at);
  if (!slot)
    throw new ApiError(409, 'SLOT_UNAVAILABLE', 'Ce créneau n’est plus disponible : choisissez-en un autre.');
  return { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

const sideOf = (visit: VisitRow, userId: string) => (visit.visitor_id === userId ? 'VISITOR' : 'OWNER');

/** What the caller may do with the visit now. */
function actionsFor(visit: VisitRow, userId: string, now: Date): Visit['actions'] {
  const side = sideOf(visit, userId);
  const before = now < visit.starts_at;
  const actions: Visit['actions'] = [];
  if (visit.status === 'PENDING' && before && visit.proposed_by !== side) {
    actions.push('confirm', 'decline');
    if (side === 'OWNER') actions.push('propose');
  }
  if ((visit.status === 'PENDING' || visit.status === 'CONFIRMED') && before) actions.push('cancel');
  // Once the slot is over: the visitor says whether it took place, the owner whether the visitor came.
  const over = now >= visit.ends_at && visit.status === 'CONFIRMED';
  if (over && side === 'VISITOR' && !visit.visitor_outcome) actions.push('outcome');
  if (over && side === 'OWNER' && !visit.owner_outcome) actions.push('no-show');
  return actions;
}

function toVisitDto(row: VisitListRow, userId: string, now: Date): Visit {
  return {
    id: row.id,
    role: sideOf(row, userId),
    status: row.status,
    proposedBy: row.proposed_by,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    listing:
      row.product_name !== null && row.product_slug !== null
        ? { id: row.product_id, name: row.product_name, slug: row.product_slug }
        : null,
    other: {
      id: row.other_id,
      name: personName(row.other_first_name, row.other_last_name, row.other_agent_slug),
    },
    conversationId: row.conversation_id,
    message: row.message,
    reason: row.reason,
    visitorOutcome: row.visitor_outcome,
    visitorAbsent: row.owner_outcome === 'VISITOR_ABSENT',
    rated: row.rated,
    actions: [
      ...actionsFor(row, userId, now),
      // A rating follows a visit marked done, from its visitor, once (POST /visits/{id}/rating).
      ...(row.status === 'DONE' && row.visitor_id === userId && !row.rated ? (['rate'] as const) : []),
    ],
    createdAt: row.created_at.toISOString(),
  };
}

/** The member's visits, asked and received, the coming ones first. */
export async function listMyVisits(app: FastifyInstance, userId: string): Promise<Visit[]> {
  const now = app.now();
  return (await listVisitsOf(app.db, userId, now, LIST_LIMIT)).map((row) => toVisitDto(row, userId, now));
}

async function visitDto(app: FastifyInstance, userId: string, visitId: string): Promise<Visit> {
  const now = app.now();
  const row = (await listVisitsOf(app.db, userId, now, LIST_LIMIT)).find((visit) => visit.id === visitId);
  if (!row) throw visitNotFound();
  return toVisitDto(row, userId, now);
}

/**
 * 'Demander une visite': a signed-in member asks for one of the listing's free slots. The request opens (or
 * continues) their discussion with the owner, with the message 'Demande de visite : samedi 12 décembre à 10h00'
 * and the visitor's own words after it.
 */
export async function requestVisit(
  app: FastifyInstance,
  userId: string,
  body: { productId: string; startsAt: string; message?: string },
  charges: Charges,
): Promise<Visit> {
  const listing = await findListingForVisits(app.db, body.productId);
  if (!listing?.public) throw listingNotFound();
  if (listing.owner_id === userId)
    throw new ApiError(
      400,
      'CANNOT_VISIT_OWN_LISTING',
      'Vous ne pouvez pas demander la visite de votre propre bien.',
    );
  checkMayWrite(await writeState(app.db, userId, listing.owner_id));
  const slot = await offeredSlot(app, body.productId, body.startsAt);
  const words = body.message?.trim() ?? '';
  await charges.message();
  let outcome: { visit: VisitRow; message: StoredMessage };
  try {
    outcome = await app.db.transaction(async (tx) => {
      const conversation = await openConversation(tx, body.productId, listing.owner_id, userId);
      const visit = await insertVisit(tx, {
        product_id: body.productId,
        conversation_id: conversation.id,
        visitor_id: userId,
        owner_id: listing.owner_id,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        message: words,
      });
      const text = `Demande de visite : ${frenchSlot(slot.startsAt)}${words ? `\n\n${words}` : ''}`;
      return { visit, message: await appendMessage(tx, conversation.id, userId, text.slice(0, 2000)) };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(
        409,
        'VISIT_ALREADY_REQUESTED',
        'Vous avez déjà une demande de visite en attente pour ce bien.',
      );
    throw error;
  }
  await announce(app, outcome.visit.conversation_id, [userId, listing.owner_id], outcome.message);
  await sendVisitMail(app, outcome.visit, 'requested', userId);
  return visitDto(app, userId, outcome.visit.id);
}

const MAIL_EVENTS: Record<Decision['action'], VisitEvent | null> = {
  confirm: 'confirmed',
  decline: 'declined',
  propose: 'proposed',
  cancel: 'cancelled',
  // What each side says once the visit is over is kept, and said in the discussion only.
  outcome: null,
  'no-show': null,
};

type Decision =
  | { action: 'confirm' }
  | { action: 'decline'; reason?: string }
  | { action: 'propose'; startsAt: string }
  | { action: 'cancel'; reason: string }
  | { action: 'outcome'; outcome: VisitorOutcome }
  | { action: 'no-show' };

const notAllowed = (action: Decision['action']) =>
  new ApiError(
    409,
    'VISIT_ACTION_UNAVAILABLE',
    {
      confirm: 'Cette visite ne peut plus être confirmée.',
      decline: 'Cette demande ne peut plus être refusée.',
      propose: 'Vous ne pouvez pas proposer d’autre créneau pour cette visite.',
      cancel: 'Cette visite ne peut plus être annulée.',
      outcome: 'Vous pourrez dire si la visite a eu lieu une fois son créneau passé.',
      'no-show': 'Vous pourrez signaler l’absence du visiteur une fois le créneau passé.',
    }[action],
  );

/**
 * One side's decision on a visit: confirm, decline, propose another slot (the owner), cancel. The visit is locked
 * while it changes, the discussion gets the matching message, and a confirmation of a slot already confirmed for
 * another visit is answered 409 SLOT_TAKEN.
 */
export async function decideVisit(
  app: FastifyInstance,
  userId: string,
  visitId: string,
  decision: Decision,
): Promise<Visit> {
  const current = await findVisitOf(app.db, visitId, userId);
  if (!current) throw visitNotFound();
  const proposal =
    decision.action === 'propose' ? await offeredSlot(app, current.product_id, decision.startsAt) : undefined;
  let outcome: { visit: VisitRow; message: StoredMessage };
  try {
    outcome = await app.db.transaction(async (tx) => {
      const visit = await findVisitOf(tx, visitId, userId, true);
      if (!visit) throw visitNotFound();
      if (!actionsFor(visit, userId, app.now()).includes(decision.action)) throw notAllowed(decision.action);
      const side = sideOf(visit, userId);
      let changed: VisitRow;
      let text: string;
      switch (decision.action) {
        case 'confirm':
          changed = await updateVisit(tx, visit.id, { status: 'CONFIRMED' });
          text = `Visite confirmée : ${frenchSlot(visit.starts_at)}`;
          break;
        case 'decline': {
          const reason = decision.reason?.trim() ?? '';
          changed = await updateVisit(tx, visit.id, { status: 'DECLINED', reason });
          text = `Demande de visite refusée (${frenchSlot(visit.starts_at)})${reason ? ` : ${reason}` : ''}`;
          break;
        }
        case 'propose':
          changed = await updateVisit(tx, visit.id, {
            proposedBy: side,
            startsAt: proposal!.startsAt,
            endsAt: proposal!.endsAt,
          });
          text = `Autre créneau proposé : ${frenchSlot(proposal!.startsAt)}`;
          break;
        case 'cancel': {
          const reason = decision.reason.trim();
          if (!reason) throw new ApiError(400, 'REASON_REQUIRED', 'Indiquez la raison de l’annulation.');
          changed = await updateVisit(tx, visit.id, { status: 'CANCELLED', reason, cancelledBy: userId });
          text = `Visite annulée (${frenchSlot(visit.starts_at)}) : ${reason}`;
          break;
        }
        case 'outcome':
          changed = await updateVisit(tx, visit.id, {
            visitorOutcome: decision.outcome,
            ...(decision.outcome === 'DONE' ? { status: 'DONE' as const } : {}),
            ...(decision.outcome === 'CANCELLED'
              ? { status: 'CANCELLED' as const, cancelledBy: userId }
              : {}),
          });
          text = {
            DONE: `Visite effectuée (${frenchSlot(visit.starts_at)}).`,
            CANCELLED: `La visite du ${frenchSlot(visit.starts_at)} n’a pas eu lieu : elle a été annulée.`,
            OWNER_ABSENT: `La visite du ${frenchSlot(visit.starts_at)} n’a pas eu lieu : l’annonceur n’est pas venu.`,
          }[decision.outcome];
          break;
        case 'no-show':
          changed = await updateVisit(tx, visit.id, { ownerOutcome: 'VISITOR_ABSENT' });
          text = `Le visiteur n’est pas venu à la visite du ${frenchSlot(visit.starts_at)}.`;
          break;
      }
      return {
        visit: changed,
        message: await appendMessage(tx, visit.conversation_id, userId, text.slice(0, 2000)),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'SLOT_TAKEN', 'Ce créneau vient d’être confirmé pour une autre visite.');
    throw error;
  }
  const other = outcome.visit.visitor_id === userId ? outcome.visit.owner_id : outcome.visit.visitor_id;
  await announce(app, outcome.visit.conversation_id, [userId, other], outcome.message);
  const event = MAIL_EVENTS[decision.action];
  if (event) await sendVisitMail(app, outcome.visit, event, userId);
  return visitDto(app, userId, visitId);
}
