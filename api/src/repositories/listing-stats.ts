import type { Queryable } from '../lib/db.js';
import { publicListing } from './products.js';

/** One day's figures of a listing: views, contacts (calls + WhatsApp + messages) and saves to favourites. */
export interface DayFigures {
  day: string;
  views: number;
  contacts: number;
  saves: number;
}

const figures = (e: string) => `count(*) FILTER (WHERE ${e}.kind = 'view')::int AS views,
  count(*) FILTER (WHERE ${e}.kind IN ('call', 'whatsapp', 'message'))::int AS contacts,
  count(*) FILTER (WHERE ${e}.kind = 'save')::int AS saves`;

/** The days of `productId` between `from` and `to` (local days, inclusive) that have events; others have none. */
export const listingDays = (db: Queryable, productId: string, from: string, to: string) =>
  db.query<DayFigures>(
    `SELECT to_char(e.day, 'YYYY-MM-DD') AS day, ${figures('e')}
     FROM listing_events e WHERE product_id = $1 AND day BETWEEN $2::date AND $3::date
     GROUP BY e.day ORDER BY e.day`,
    [productId, from, to],
  );

/** Totals from `from` to `to` for every listing of `userId` (hidden ones too), zeros included: one query for 'Mes biens'. */
export const ownerTotals = (db: Queryable, userId: string, from: string, to: string) =>
  db.query<Omit<DayFigures, 'day'> & { product_id: string }>(
    `SELECT p.id AS product_id, ${figures('e')}
     FROM products p LEFT JOIN listing_events e ON e.product_id = p.id AND e.day BETWEEN $2::date AND $3::date
     WHERE p.user_id = $1
     GROUP BY p.id`,
    [userId, from, to],
  );

export const productOwner = async (db: Queryable, productId: string) =>
  (await db.query<{ user_id: string }>('SELECT user_id FROM products WHERE id = $1', [productId]))[0];

/**
 * Counts one event of the public listing `productId` on local day `day` (once per visitor, kind and day), unless
 * `userId` is its owner. False when the listing is not public (nothing is counted).
 */
export async function insertListingEvent(
  db: Queryable,
  event: { productId: string; day: string; kind: string; visitor: string; userId: string | null },
): Promise<boolean> {
  const rows = await db.query<{ owner: boolean }>(
    `WITH listing AS (
       SELECT id, user_id FROM products WHERE id = $1 AND ${publicListing()}
     ), counted AS (
       INSERT INTO listing_events (product_id, day, kind, visitor)
       SELECT id, $2::date, $3, $4 FROM listing WHERE user_id IS DISTINCT FROM $5::uuid
       ON CONFLICT DO NOTHING
     )
     SELECT user_id = $5::uuid AS owner FROM listing`,
    [event.productId, event.day, event.kind, event.visitor, event.userId],
  );
  return rows.length > 0;
}
