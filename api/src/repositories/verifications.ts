import type { Queryable } from '../lib/db.js';

export type VerificationRequestStatus = 'PENDING' | 'APPROVED' | 'REFUSED' | 'REVOKED';

export interface LatestRequestRow {
  status: VerificationRequestStatus;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
}

/** When the account became a verified advertiser (null: it is not one), or undefined for no such account. */
export const findVerifiedAt = async (db: Queryable, userId: string) =>
  (await db.query<{ verified_at: Date | null }>('SELECT verified_at FROM users WHERE id = $1', [userId]))[0];

/** The account's most recent verification request, whatever its status. */
export const findLatestRequest = async (db: Queryable, userId: string) =>
  (
    await db.query<LatestRequestRow>(
      `SELECT status, reason, created_at, decided_at FROM verification_requests
       WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    )
  )[0];

/** A waiting request; the unique index on waiting requests refuses a second one (error 23505). */
export async function insertPendingRequest(
  db: Queryable,
  request: { id: string; userId: string; phone: string; documentKey: string },
): Promise<void> {
  await db.query(
    'INSERT INTO verification_requests (id, user_id, phone, document_key) VALUES ($1, $2, $3, $4)',
    [request.id, request.userId, request.phone, request.documentKey],
  );
}

export interface PendingRow {
  id: string;
  user_id: string;
  phone: string;
  created_at: Date;
  email: string;
  first_name: string;
  last_name: string;
  listings: number;
}

/** The requests waiting for a decision, oldest first, with their account and its number of listings. */
export const listPendingRequests = (db: Queryable) =>
  db.query<PendingRow>(
    `SELECT v.id, v.user_id, v.phone, v.created_at, u.email, u.first_name, u.last_name,
       (SELECT count(*)::int FROM products p WHERE p.user_id = u.id) AS listings
     FROM verification_requests v JOIN users u ON u.id = v.user_id
     WHERE v.status = 'PENDING' ORDER BY v.created_at, v.id`,
  );

/** A request closed by a decision, with whom to tell. */
export interface Decided {
  id: string;
  user_id: string;
  document_key: string | null;
  email: string;
  first_name: string;
  /** The account's language: the decision's mail is written in it. */
  language: string;
}

/** The waiting request `id`, locked in `tx` until its decision is recorded; undefined when none waits. */
export const lockPendingRequest = async (tx: Queryable, id: string) =>
  (
    await tx.query<Decided>(
      `SELECT v.id, v.user_id, v.document_key, u.email, u.first_name, u.language
       FROM verification_requests v JOIN users u ON u.id = v.user_id
       WHERE v.id = $1 AND v.status = 'PENDING' FOR UPDATE OF v`,
      [id],
    )
  )[0];

/** Records the decision on request `id`; its document key is cleared (the file is removed with it). */
export async function recordDecision(
  tx: Queryable,
  id: string,
  decision: { status: 'APPROVED' | 'REFUSED'; reason: string; adminId: string },
): Promise<void> {
  await tx.query(
    `UPDATE verification_requests SET status = $2, reason = $3, decided_at = now(), decided_by = $4,
       document_key = NULL
     WHERE id = $1`,
    [id, decision.status, decision.reason, decision.adminId],
  );
}

/** The account becomes a verified advertiser, and its listings carry the badge. */
export async function markOwnerVerified(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET verified_at = now() WHERE id = $1', [userId]);
  await tx.query('UPDATE products SET owner_verified = true WHERE user_id = $1', [userId]);
}

/**
 * The badge leaves a verified account (undefined when it is not verified) and its listings; returns whom to tell and
 * the phone number the REVOKED entry keeps.
 */
export async function unmarkOwnerVerified(tx: Queryable, userId: string) {
  const [user] = await tx.query<{
    email: string;
    first_name: string;
    language: string;
    phone: string | null;
  }>(
    `UPDATE users SET verified_at = NULL WHERE id = $1 AND verified_at IS NOT NULL
     RETURNING email, first_name, language, phone`,
    [userId],
  );
  if (!user) return undefined;
  await tx.query('UPDATE products SET owner_verified = false WHERE user_id = $1 AND owner_verified', [
    userId,
  ]);
  return user;
}

/** The REVOKED entry of an ended verification: its reason and who decided it (null: the member's own change). */
export async function insertRevokedEntry(
  tx: Queryable,
  entry: { id: string; userId: string; phone: string; reason: string; adminId: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO verification_requests (id, user_id, phone, status, reason, decided_at, decided_by)
     VALUES ($1, $2, $3, 'REVOKED', $4, now(), $5)`,
    [entry.id, entry.userId, entry.phone, entry.reason, entry.adminId],
  );
}

/**
 * Closes in `tx` the requests still waiting that were made before `before`: REFUSED at `now` with `reason`, by no
 * administrator, their document key cleared. Returns them with the key they had (the files to remove) and whom to
 * tell.
 */
export const closeRequestsMadeBefore = (tx: Queryable, before: Date, reason: string, now: Date) =>
  tx.query<Decided>(
    `WITH due AS (
       SELECT v.id, v.document_key FROM verification_requests v
       WHERE v.status = 'PENDING' AND v.created_at < $1 FOR UPDATE
     )
     UPDATE verification_requests v SET status = 'REFUSED', reason = $2, decided_at = $3, decided_by = NULL,
       document_key = NULL
     FROM due, users u
     WHERE v.id = due.id AND u.id = v.user_id
     RETURNING v.id, v.user_id, due.document_key, u.email, u.first_name, u.language`,
    [before, reason, now],
  );
