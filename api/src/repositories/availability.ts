import type { Queryable } from '../lib/db.js';
import { PRODUCT_COLUMNS, type ProductRow } from './products.js';

/**
 * 'Toujours disponible' (back online, the freshness count restarted at `now`) or closed as rented / sold; the
 * listing as it now is.
 */
export async function setAvailability(
  db: Queryable,
  id: string,
  change: { available: true; now: Date } | { available: false; reason: 'RENTED' | 'SOLD' },
): Promise<ProductRow | undefined> {
  const [row] = change.available
    ? await db.query<ProductRow>(
        `UPDATE products SET status = 'ACTIVE', closed_reason = NULL, confirmed_at = $2, reminded_at = NULL,
           updated_at = now()
         WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
        [id, change.now],
      )
    : await db.query<ProductRow>(
        `UPDATE products SET status = 'INACTIVE', closed_reason = $2, updated_at = now()
         WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
        [id, change.reason],
      );
  return row;
}
