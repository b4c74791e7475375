import type { Queryable } from '../lib/db.js';
import { PRODUCT_COLUMNS, publicListing, type ProductRow } from './products.js';

/** The user's favourite listings that are public, the latest saved first (500 at most). */
export const listFavourites = (db: Queryable, userId: string) =>
  db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products
     JOIN (SELECT product_id, created_at AS fav_at FROM favourites WHERE user_id = $1) f ON f.product_id = id
     WHERE ${publicListing()} ORDER BY fav_at DESC LIMIT 500`,
    [userId],
  );

/** Saves a public listing (idempotent); false when no public listing has this id. */
export async function addFavourite(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const [product] = await db.query(`SELECT id FROM products WHERE id = $1 AND ${publicListing()}`, [
    productId,
  ]);
  if (!product) return false;
  await db.query('INSERT INTO favourites (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    productId,
  ]);
  return true;
}

/** False when the listing was not among the user's favourites. */
export async function removeFavourite(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM favourites WHERE user_id = $1 AND product_id = $2 RETURNING product_id',
    [userId, productId],
  );
  return rows.length > 0;
}
