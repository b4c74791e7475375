import type { Queryable } from '../lib/db.js';

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
