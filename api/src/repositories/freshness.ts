import type { Queryable } from '../lib/db.js';
import { publicListing } from './products.js';

/** A listing whose owner is mailed by the freshness round. */
export interface FreshnessDue {
  id: string;
  name: string;
  slug: string;
  email: string;
  first_name: string;
  language: string;
  user_id: string;
}

/** Public listings not confirmed since `confirmedBefore` and not reminded yet are marked reminded at `now`. */
export const claimReminders = (tx: Queryable, now: Date, confirmedBefore: Date) =>
  tx.query<FreshnessDue>(
    `UPDATE products p SET reminded_at = $1 FROM users u
     WHERE u.id = p.user_id AND ${publicListing('p')} AND p.reminded_at IS NULL AND p.confirmed_at < $2
     RETURNING p.id, p.name, p.slug, p.user_id, u.email, u.first_name, u.language`,
    [now, confirmedBefore],
  );

/** Active listings reminded before `remindedBefore` without an answer become INACTIVE ('EXPIRED') at `now`. */
export const expireUnconfirmed = (tx: Queryable, now: Date, remindedBefore: Date) =>
  tx.query<FreshnessDue>(
    `UPDATE products p SET status = 'INACTIVE', closed_reason = 'EXPIRED', updated_at = $1 FROM users u
     WHERE u.id = p.user_id AND p.status = 'ACTIVE' AND p.reminded_at IS NOT NULL AND p.reminded_at < $2
     RETURNING p.id, p.name, p.slug, p.user_id, u.email, u.first_name, u.language`,
    [now, remindedBefore],
  );

/**
 * The owner's confirmation at `now`: the listing, if active or expired for want of an answer, is (again) active and
 * its count starts again. Undefined when it is not the owner's, or was closed by them.
 */
export const confirmListing = async (db: Queryable, productId: string, ownerId: string, now: Date) =>
  (
    await db.query<{ id: string; name: string; slug: string; status: string }>(
      `UPDATE products SET status = 'ACTIVE', closed_reason = NULL, confirmed_at = $3, reminded_at = NULL,
         updated_at = now()
       WHERE id = $1 AND user_id = $2 AND (status = 'ACTIVE' OR closed_reason = 'EXPIRED')
       RETURNING id, name, slug, status`,
      [productId, ownerId, now],
    )
  )[0];

/** Whether `ownerId` owns the listing `productId` (whatever its state). */
export const ownsListing = async (db: Queryable, productId: string, ownerId: string) =>
  (await db.query('SELECT 1 FROM products WHERE id = $1 AND user_id = $2', [productId, ownerId])).length > 0;
