import type { Queryable } from '../lib/db.js';
import type { ReceivedMessage } from '../schemas/messages.js';
import { publicListing } from './products.js';

/** The owner of a public listing (who a message about it reaches), or undefined. */
export const findPublicListingOwner = async (db: Queryable, productId: string) =>
  (
    await db.query<{ id: string; email: string; language: string }>(
      `SELECT u.id, u.email, u.language FROM products p JOIN users u ON u.id = p.user_id
       WHERE p.id = $1 AND ${publicListing('p')}`,
      [productId],
    )
  )[0];

/** A page of the messages about the user's listings, newest first, and their total. */
export async function listReceivedMessages(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: ReceivedMessage[]; total: number }> {
  const rows = await db.query<Omit<ReceivedMessage, 'createdAt'> & { createdAt: Date }>(
    `SELECT m.id, m.product_id AS "productId", p.name AS "productName", p.slug AS "productSlug", m.name, m.email,
       m.phone, m.subject, m.body AS message, m.created_at AS "createdAt"
     FROM messages m LEFT JOIN products p ON p.id = m.product_id
     WHERE m.recipient_id = $1 ORDER BY m.created_at DESC, m.id LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM messages WHERE recipient_id = $1',
    [userId],
  );
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: count?.total ?? 0,
  };
}

export interface NewMessage {
  id: string;
  kind: 'admin' | 'contact' | 'listing';
  productId: string | null;
  recipientId: string | null;
  senderId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  body: string;
}

export async function insertMessage(db: Queryable, m: NewMessage): Promise<void> {
  await db.query(
    `INSERT INTO messages (id, kind, product_id, recipient_id, sender_id, name, email, phone, subject, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [m.id, m.kind, m.productId, m.recipientId, m.senderId, m.name, m.email, m.phone, m.subject, m.body],
  );
}
