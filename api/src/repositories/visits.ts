import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';
import type { VisitAvailability } from '../schemas/visits.js';
import { publicListing } from './products.js';

export type VisitStatus = 'PENDING' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED' | 'DONE';
export type VisitSide = 'VISITOR' | 'OWNER';

/** A listing's owner, visit fee and whether it is on the public pages. */
export const findListingForVisits = async (db: Queryable, productId: string) =>
  (
    await db.query<{ id: string; owner_id: string; public: boolean; visit_fee: number | null }>(
      `SELECT id, user_id AS owner_id, (${publicListing()}) AS public, visit_fee::float8 AS visit_fee
       FROM products WHERE id = $1`,
      [productId],
    )
  )[0];

/** Of these listings, the ones `ownerId` owns. */
export const ownedAmong = async (db: Queryable, ownerId: string, productIds: string[]) =>
  (
    await db.query<{ id: string }>('SELECT id FROM products WHERE user_id = $1 AND id = ANY($2::uuid[])', [
      ownerId,
      productIds,
    ])
  ).map((row) => row.id);

export async function readAvailability(
  db: Queryable,
  productId: string,
): Promise<VisitAvailability | undefined> {
  const [row] = await db.query<{
    slot_minutes: 30 | 60;
    ranges: VisitAvailability['ranges'];
    days_off: string[];
  }>(
    `SELECT slot_minutes, ranges, array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(days_off) d ORDER BY d)
       AS days_off
     FROM visit_availability WHERE product_id = $1`,
    [productId],
  );
  return row ? { slotMinutes: row.slot_minutes, ranges: row.ranges, daysOff: row.days_off } : undefined;
}

/** Sets the visit hours of each listing (the same for all of them). */
export async function writeAvailability(
  db: Queryable,
  productIds: string[],
  availability: VisitAvailability,
): Promise<void> {
  await db.query(
    `INSERT INTO visit_availability (product_id, slot_minutes, ranges, days_off, updated_at)
     SELECT id, $2, $3::jsonb, $4::date[], now() FROM unnest($1::uuid[]) AS id
     ON CONFLICT (product_id) DO UPDATE SET slot_minutes = EXCLUDED.slot_minutes, ranges = EXCLUDED.ranges,
       days_off = EXCLUDED.days_off, updated_at = now()`,
    [productIds, availability.slotMinutes, JSON.stringify(availability.ranges), availability.daysOff],
  );
}

/** Start instants of the listing's confirmed (or done) visits between two instants: slots no longer offered. */
export const takenStarts = async (db: Queryable, productId: string, from: Date, to: Date) =>
  (
    await db.query<{ starts_at: Date }>(
      `SELECT starts_at FROM visits
       WHERE product_id = $1 AND status IN ('CONFIRMED', 'DONE') AND starts_at >= $2 AND starts_at < $3`,
      [productId, from, to],
    )
  ).map((row) => row.starts_at.getTime());

export interface VisitRow {
  id: string;
  product_id: string;
  conversation_id: string;
  visitor_id: string;
  owner_id: string;
  starts_at: Date;
  ends_at: Date;
  status: VisitStatus;
  proposed_by: VisitSide;
  message: string;
  reason: string;
  created_at: Date;
  visitor_outcome: VisitorOutcome | null;
  owner_outcome: 'VISITOR_ABSENT' | null;
}

export type VisitorOutcome = 'DONE' | 'CANCELLED' | 'OWNER_ABSENT';

const VISIT_COLUMNS = `v.id, v.product_id, v.conversation_id, v.visitor_id, v.owner_id, v.starts_at, v.ends_at,
  v.status, v.proposed_by, v.message, v.reason, v.created_at, v.visitor_outcome, v.owner_outcome`;

export async function insertVisit(
  db: Queryable,
  visit: Pick<
    VisitRow,
    'product_id' | 'conversation_id' | 'visitor_id' | 'owner_id' | 'starts_at' | 'ends_at'
  > & {
    message: string;
  },
): Promise<VisitRow> {
  const [row] = await db.query<VisitRow>(
    `INSERT INTO visits AS v (id, product_id, conversation_id, visitor_id, owner_id, starts_at, ends_at, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${VISIT_COLUMNS}`,
    [
      randomUUID(),
      visit.product_id,
      visit.conversation_id,
      visit.visitor_id,
      visit.owner_id,
      visit.starts_at,
      visit.ends_at,
      visit.message,
    ],
  );
  return row!;
}

/** A visit `userId` takes part in (either side), locked for a decision when `forUpdate`. */
export const findVisitOf = async (db: Queryable, visitId: string, userId: string, forUpdate = false) =>
  (
    await db.query<VisitRow>(
      `SELECT ${VISIT_COLUMNS} FROM visits v WHERE v.id = $1 AND (v.visitor_id = $2 OR v.owner_id = $2)
       ${forUpdate ? 'FOR UPDATE' : ''}`,
      [visitId, userId],
    )
  )[0];

/** Changes a visit's state; the fields left out keep their value. */
export async function updateVisit(
  db: Queryable,
  visitId: string,
  change: {
    status?: VisitStatus;
    proposedBy?: VisitSide;
    startsAt?: Date;
    endsAt?: Date;
    reason?: string;
    cancelledBy?: string;
    visitorOutcome?: VisitorOutcome;
    ownerOutcome?: 'VISITOR_ABSENT';
  },
): Promise<VisitRow> {
  const [row] = await db.query<VisitRow>(
    `UPDATE visits AS v SET status = COALESCE($2, status), proposed_by = COALESCE($3, proposed_by),
       starts_at = COALESCE($4, starts_at), ends_at = COALESCE($5, ends_at), reason = COALESCE($6, reason),
       cancelled_by = COALESCE($7::uuid, cancelled_by),
       visitor_outcome = COALESCE($8, visitor_outcome), owner_outcome = COALESCE($9, owner_outcome),
       decided_at = CASE WHEN $2::text IS NULL THEN decided_at ELSE now() END
     WHERE id = $1 RETURNING ${VISIT_COLUMNS}`,
    [
      visitId,
      change.status ?? null,
      change.proposedBy ?? null,
      change.startsAt ?? null,
      change.endsAt ?? null,
      change.reason ?? null,
      change.cancelledBy ?? null,
      change.visitorOutcome ?? null,
      change.ownerOutcome ?? null,
    ],
  );
  return row!;
}

export interface VisitListRow extends VisitRow {
  product_name: string | null;
  product_slug: string | null;
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_agent_slug: string | null;
  /** The visitor rated the visit's advertiser. */
  rated: boolean;
}

/**
 * The member's visits, asked and received: the coming ones first (soonest first), then the past ones (latest
 * first). A listing off the public pages shows no name.
 */
export const listVisitsOf = (db: Queryable, userId: string, now: Date, limit: number) =>
  db.query<VisitListRow>(
    `SELECT ${VISIT_COLUMNS},
       CASE WHEN ${publicListing('p')} THEN p.name END AS product_name,
       CASE WHEN ${publicListing('p')} THEN p.slug END AS product_slug,
       o.id AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name,
       a.slug AS other_agent_slug,
       EXISTS (SELECT 1 FROM visit_ratings r WHERE r.visit_id = v.id) AS rated
     FROM visits v
     JOIN products p ON p.id = v.product_id
     JOIN users o ON o.id = CASE WHEN v.visitor_id = $1 THEN v.owner_id ELSE v.visitor_id END
     LEFT JOIN agent_profiles a ON a.user_id = o.id
     WHERE v.visitor_id = $1 OR v.owner_id = $1
     ORDER BY (v.ends_at < $2), CASE WHEN v.ends_at >= $2 THEN v.starts_at END ASC, v.starts_at DESC
     LIMIT $3`,
    [userId, now, limit],
  );

/** Who takes part in a visit and what it is about, for its e-mails. */
export const visitParties = async (db: Queryable, visitId: string) =>
  (
    await db.query<{
      listing_name: string;
      visitor_email: string;
      visitor_first_name: string;
      visitor_language: string;
      owner_language: string;
      visitor_last_name: string;
      owner_email: string;
      owner_first_name: string;
      owner_last_name: string;
      city: string | null;
      district: string | null;
    }>(
      `SELECT p.name AS listing_name, p.city, p.district,
         vu.email AS visitor_email, vu.first_name AS visitor_first_name, vu.last_name AS visitor_last_name,
         vu.language AS visitor_language, ou.language AS owner_language,
         ou.email AS owner_email, ou.first_name AS owner_first_name, ou.last_name AS owner_last_name
       FROM visits v JOIN products p ON p.id = v.product_id
       JOIN users vu ON vu.id = v.visitor_id JOIN users ou ON ou.id = v.owner_id
       WHERE v.id = $1`,
      [visitId],
    )
  )[0];

/**
 * Claims the confirmed visits starting within `aheadMs` of `now` whose reminder has not gone (in `tx`, the round's
 * transaction): each is marked reminded as it is claimed, and rows another process holds are skipped, so a visit is
 * reminded once whatever the number of API processes.
 */
export const claimVisitReminders = (tx: Queryable, now: Date, aheadMs: number, limit: number) =>
  tx.query<VisitRow>(
    `WITH due AS (
       SELECT id FROM visits
       WHERE status = 'CONFIRMED' AND reminded_at IS NULL
         AND starts_at > $1::timestamptz AND starts_at <= $1::timestamptz + make_interval(secs => $2)
       ORDER BY starts_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     UPDATE visits AS v SET reminded_at = $1 FROM due WHERE v.id = due.id
     RETURNING ${VISIT_COLUMNS}`,
    [now, aheadMs / 1000, limit],
  );
