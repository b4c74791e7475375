import type { Queryable } from '../lib/db.js';

/** One member to tell of a discussion's unread messages. */
export interface MessageMailDue {
  conversation_id: string;
  user_id: string;
  email: string;
  first_name: string;
  /** The member's language: their mails are written in it. */
  language: string;
  unread_count: number;
  sender_first_name: string;
  listing_name: string | null;
  body: string;
}

/**
 * Claims, at `now`, the sides of discussions whose member should be mailed: messages unread since at least
 * `quietSeconds` after the thread's last message (a member who is on the site reads them before: the discussion open
 * marks them read), mails on, account active, nothing mailed about this thread in the last `gapSeconds` nor since its
 * latest message. Each claimed side is marked mailed in the same statement (`SKIP LOCKED`: two processes never
 * claim the same side), then read with its latest message from the other person.
 */
export async function claimMessageMails(
  tx: Queryable,
  now: Date,
  quietSeconds: number,
  gapSeconds: number,
  limit: number,
): Promise<MessageMailDue[]> {
  return tx.query<MessageMailDue>(
    `WITH due AS (
       SELECT m.conversation_id, m.user_id
       FROM conversation_members m JOIN users u ON u.id = m.user_id
       WHERE m.unread_count > 0
         AND u.message_mails AND u.disabled_at IS NULL
         AND m.last_message_at <= $1::timestamptz - make_interval(secs => $2)
         AND (m.mailed_at IS NULL OR (m.mailed_at <= $1::timestamptz - make_interval(secs => $3)
                                      AND m.mailed_at < m.last_message_at))
       ORDER BY m.last_message_at
       LIMIT $4
       FOR UPDATE OF m SKIP LOCKED
     ), claimed AS (
       UPDATE conversation_members m SET mailed_at = $1
       FROM due WHERE m.conversation_id = due.conversation_id AND m.user_id = due.user_id
       RETURNING m.conversation_id, m.user_id, m.unread_count
     )
     SELECT claimed.conversation_id, claimed.user_id, claimed.unread_count, u.email, u.first_name, u.language,
       s.first_name AS sender_first_name, p.name AS listing_name, last.body
     FROM claimed
     JOIN users u ON u.id = claimed.user_id
     JOIN conversations c ON c.id = claimed.conversation_id
     LEFT JOIN products p ON p.id = c.product_id
     JOIN LATERAL (
       SELECT body, sender_id FROM conversation_messages
       WHERE conversation_id = claimed.conversation_id AND sender_id <> claimed.user_id
       ORDER BY seq DESC LIMIT 1
     ) last ON true
     JOIN users s ON s.id = last.sender_id`,
    [now, quietSeconds, gapSeconds, limit],
  );
}

/** Whether the member gets mails about new messages. */
export async function findMessageMails(db: Queryable, userId: string): Promise<boolean | undefined> {
  const [row] = await db.query<{ message_mails: boolean }>('SELECT message_mails FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.message_mails;
}

/** Turns the member's mails about new messages on or off; undefined for an unknown account. */
export async function setMessageMails(
  db: Queryable,
  userId: string,
  enabled: boolean,
): Promise<boolean | undefined> {
  const [row] = await db.query<{ message_mails: boolean }>(
    'UPDATE users SET message_mails = $2 WHERE id = $1 RETURNING message_mails',
    [userId, enabled],
  );
  return row?.message_mails;
}
