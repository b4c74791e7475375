import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';

/** Records a notify-me request; asking again for the same e-mail and topic changes nothing. */
export async function addNotifyRequest(db: Queryable, email: string, topic: string): Promise<void> {
  await db.query(
    `INSERT INTO notify_requests (id, email, topic) VALUES ($1, $2, $3)
     ON CONFLICT (lower(email), topic) DO NOTHING`,
    [randomUUID(), email, topic],
  );
}
