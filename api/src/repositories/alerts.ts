import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../lib/db.js';
import type { AlertFilters } from '../schemas/alerts.js';
import { publicListing, searchSql } from './products.js';

export type { AlertFilters };
export type AlertFrequency = 'immediate' | 'daily';

export interface AlertRow {
  id: string;
  user_id: string;
  filters: AlertFilters;
  frequency: AlertFrequency;
  paused: boolean;
  created_at: Date;
  last_checked_at: Date | null;
}

const COLUMNS = 'id, user_id, filters, frequency, paused, created_at, last_checked_at';

export const toAlertDto = (row: AlertRow) => ({
  id: row.id,
  filters: row.filters,
  frequency: row.frequency,
  paused: row.paused,
  created_at: row.created_at.toISOString(),
  last_checked_at: row.last_checked_at ? row.last_checked_at.toISOString() : null,
});

export const listAlerts = (db: Queryable, userId: string) =>
  db.query<AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE user_id = $1 ORDER BY created_at DESC, id`, [
    userId,
  ]);

export type CreateOutcome =
  | { ok: true; alert: AlertRow }
  | { ok: false; code: 'ALERTS_LIMIT_REACHED' }
  | { ok: false; code: 'ALERT_ALREADY_EXISTS'; alert: AlertRow };

/**
 * A new alert, unless the user already has `cap` of them or one with the same filters. The user's row is locked for
 * the check and the insert, so two requests at once cannot pass the cap together. `now` is the application's clock
 * (a daily alert's first round comes a day after it).
 */
export const createAlert = (
  db: Db,
  userId: string,
  filters: AlertFilters,
  frequency: AlertFrequency,
  now: Date,
  cap: number,
): Promise<CreateOutcome> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const json = JSON.stringify(filters);
    const [same] = await tx.query<AlertRow>(
      `SELECT ${COLUMNS} FROM alerts WHERE user_id = $1 AND filters = $2::jsonb`,
      [userId, json],
    );
    if (same) return { ok: false, code: 'ALERT_ALREADY_EXISTS', alert: same };
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alerts WHERE user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) >= cap) return { ok: false, code: 'ALERTS_LIMIT_REACHED' };
    const [alert] = await tx.query<AlertRow>(
      `INSERT INTO alerts (id, user_id, filters, frequency, last_checked_at) VALUES ($1, $2, $3::jsonb, $4, $5)
       RETURNING ${COLUMNS}`,
      [randomUUID(), userId, json, frequency, now],
    );
    return { ok: true, alert: alert as AlertRow };
  });

/**
 * Frequency and pause. Resuming starts from the moment of resuming: what was published during the pause is not
 * mailed as a backlog.
 */
export async function updateAlert(
  db: Queryable,
  userId: string,
  id: string,
  change: { frequency?: AlertFrequency; paused?: boolean },
) {
  const [row] = await db.query<AlertRow>(
    `UPDATE alerts SET frequency = coalesce($3, frequency), paused = coalesce($4, paused),
       active_since = CASE WHEN paused AND $4 = false THEN now() ELSE active_since END
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, change.frequency ?? null, change.paused ?? null],
  );
  return row;
}

export async function deleteAlert(db: Queryable, userId: string, id: string) {
  const rows = await db.query('DELETE FROM alerts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

/** The one-click unsubscribe: the alert is paused (it stays in 'Mes alertes', where it can be resumed). */
export async function pauseAlert(db: Queryable, userId: string, id: string) {
  const [row] = await db.query<AlertRow>(
    `UPDATE alerts SET paused = true WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return row;
}

/** An alert whose round has come, with its owner's address and the window of publications it looks at. */
export interface DueAlert {
  id: string;
  user_id: string;
  filters: AlertFilters;
  frequency: AlertFrequency;
  email: string;
  first_name: string;
  /** The account's language: the alert's mails are written in it. */
  language: string;
  /** Publications from this moment on are new to the alert. */
  since: Date;
  /** The database's clock when the alert was read: where the next look starts from. */
  checked: Date;
}

/**
 * A listing created in a transaction that started before a round but committed after it carries a publication date
 * the round could not see: the next round looks back this far (alert_sent keeps it from being mailed twice).
 */
const IN_FLIGHT_MARGIN = "interval '10 minutes'";

/**
 * The alerts of enabled accounts, not paused, whose round has come: the immediate ones, and the daily ones last
 * looked at on or before `dailyBefore`. At most `limit`, those looked at longest ago first.
 */
export const listDueAlerts = (tx: Queryable, dailyBefore: Date, limit: number) =>
  tx.query<DueAlert>(
    `SELECT a.id, a.user_id, a.filters, a.frequency, u.email, u.first_name, u.language,
       GREATEST(a.active_since, a.seen_until - ${IN_FLIGHT_MARGIN}) AS since, now() AS checked
     FROM alerts a JOIN users u ON u.id = a.user_id
     WHERE NOT a.paused AND u.disabled_at IS NULL
       AND (a.frequency = 'immediate' OR a.last_checked_at IS NULL OR a.last_checked_at <= $1)
     ORDER BY a.last_checked_at NULLS FIRST, a.id LIMIT $2`,
    [dailyBefore, limit],
  );

/** The alert's last look was at `now` (the application's clock), and it has seen publications up to `seenUntil`. */
export async function markAlertLooked(tx: Queryable, id: string, now: Date, seenUntil: Date): Promise<void> {
  await tx.query('UPDATE alerts SET last_checked_at = $2, seen_until = $3 WHERE id = $1', [
    id,
    now,
    seenUntil,
  ]);
}

/** A listing an alert mail names. */
export interface AlertListing {
  id: string;
  name: string;
  slug: string;
  price: number;
  currency: string;
  is_for_sale: boolean;
  category: string;
  city: string | null;
  district: string | null;
}

/**
 * The listings of the alert's search published since `alert.since` and not announced to it yet — the public
 * search's own SQL (searchSql), newest first, at most `limit` — and how many there are in all. Every match is
 * recorded as announced to the alert.
 */
export async function claimNewListings(
  tx: Queryable,
  alert: Pick<DueAlert, 'id' | 'filters' | 'since'>,
  limit: number,
): Promise<{ listings: AlertListing[]; total: number }> {
  const sql = searchSql({
    ...alert.filters,
    page: 1,
    limit,
    sort: 'recent',
    publishedAfter: alert.since,
    notSentForAlert: alert.id,
  });
  const listings = await tx.query<AlertListing>(sql.page.sql, sql.page.params);
  if (listings.length === 0) return { listings, total: 0 };
  let total = listings.length;
  if (listings.length === limit) {
    const [count] = await tx.query<{ total: number }>(sql.count.sql, sql.count.params);
    total = count?.total ?? total;
  }
  const alertParam = `$${sql.where.params.length + 1}`;
  await tx.query(
    `INSERT INTO alert_sent (alert_id, product_id) SELECT ${alertParam}, id FROM products WHERE ${sql.where.sql}
     ON CONFLICT DO NOTHING`,
    [...sql.where.params, alert.id],
  );
  return { listings, total };
}

/** A price drop to mail to one user who saved the listing. */
export interface PriceDrop {
  id: string;
  name: string;
  slug: string;
  old_price: number;
  price: number;
  currency: string;
  is_for_sale: boolean;
  email: string;
  first_name: string;
  language: string;
}

/**
 * The price drops not mailed yet, claimed for good (once per drop): several drops of one listing before a round make
 * one mail, from the first old price to today's. A listing no longer public, or back at its old price, mails nobody;
 * nor does an owner who saved their own listing.
 */
export const claimPriceDrops = (tx: Queryable) =>
  tx.query<PriceDrop>(
    `WITH claimed AS (
       UPDATE price_drops SET sent_at = now() WHERE sent_at IS NULL RETURNING id, product_id, old_price
     ), first AS (
       SELECT DISTINCT ON (product_id) product_id, old_price FROM claimed ORDER BY product_id, id
     )
     SELECT p.id, p.name, p.slug, first.old_price::float8 AS old_price, p.price::float8 AS price, p.currency,
       p.is_for_sale, u.email, u.first_name, u.language
     FROM first
     JOIN products p ON p.id = first.product_id AND p.price < first.old_price AND ${publicListing('p')}
     JOIN favourites f ON f.product_id = p.id
     JOIN users u ON u.id = f.user_id AND u.disabled_at IS NULL AND u.id <> p.user_id
     ORDER BY p.id, u.id`,
  );
