import type { Queryable } from '../lib/db.js';
import { publicListing } from './products.js';

/** The public listing `productId`, locked in `tx` while its reports are counted; undefined when not public. */
export const lockPublicListing = async (tx: Queryable, productId: string) =>
  (
    await tx.query<{ id: string }>(
      `SELECT id FROM products WHERE id = $1 AND ${publicListing()} FOR UPDATE`,
      [productId],
    )
  )[0];

export interface NewReport {
  id: string;
  productId: string;
  /** One reporter: `user:<id>` or `addr:<hash>`. */
  reporterKey: string;
  reporterId: string | null;
  reason: string;
  comment: string;
  /** Who the report counts as towards holding the listing: the account, or the visitor's network. */
  countKey: string;
  minAccountAgeDays: number;
}

/**
 * Records a report, once per reporter and listing (a second one is ignored). It counts towards holding the listing
 * when made by a visitor, or by an account whose address is confirmed and that is at least `minAccountAgeDays` old.
 */
export async function insertReport(tx: Queryable, report: NewReport): Promise<void> {
  await tx.query(
    `INSERT INTO reports (id, product_id, reporter_key, reporter_id, reason, comment, count_key, counts)
     SELECT $1, $2, $3, $4, $5, $6, $7,
            $4::uuid IS NULL OR coalesce((
              SELECT email_verified_at IS NOT NULL AND created_at <= now() - make_interval(days => $8)
              FROM users WHERE id = $4), false)
     ON CONFLICT (product_id, reporter_key) DO NOTHING`,
    [
      report.id,
      report.productId,
      report.reporterKey,
      report.reporterId,
      report.reason,
      report.comment,
      report.countKey,
      report.minAccountAgeDays,
    ],
  );
}

/** Distinct counted reporters of the listing's open (unhandled) reports. */
export const countOpenReporters = async (tx: Queryable, productId: string) =>
  (
    await tx.query<{ n: number }>(
      `SELECT count(DISTINCT count_key)::int AS n FROM reports
       WHERE product_id = $1 AND handled_at IS NULL AND counts`,
      [productId],
    )
  )[0]?.n ?? 0;

/** The listing leaves the public pages until an administrator decides (unless a moderation is already set). */
export async function holdForReview(tx: Queryable, productId: string): Promise<void> {
  await tx.query(
    `UPDATE products SET moderation = 'UNDER_REVIEW', updated_at = now() WHERE id = $1 AND moderation IS NULL`,
    [productId],
  );
}

/** The listing's name and its owner's address and first name, for the mail that tells them; undefined if gone. */
export const findListingOwnerContact = async (db: Queryable, productId: string) =>
  (
    await db.query<{ email: string; first_name: string; language: string; name: string }>(
      `SELECT u.email, u.first_name, u.language, p.name FROM products p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
      [productId],
    )
  )[0];
