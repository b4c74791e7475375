import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';
import type { CONVERSATION_REPORT_REASONS } from '../schemas/vocabulary.js';
import { publicListing, type StoredImage } from './products.js';

export type ConversationRole = 'OWNER' | 'SEEKER';

/** A listing someone wants to write about: its owner, and whether the public pages show it. */
export const findListingForConversation = async (db: Queryable, productId: string) =>
  (
    await db.query<{ id: string; owner_id: string; public: boolean }>(
      `SELECT id, user_id AS owner_id, (${publicListing()}) AS public FROM products WHERE id = $1`,
      [productId],
    )
  )[0];

/** The discussion `seekerId` already has about the listing, if any. */
export const findConversationOfSeeker = async (db: Queryable, productId: string, seekerId: string) =>
  (
    await db.query<{ id: string }>('SELECT id FROM conversations WHERE product_id = $1 AND seeker_id = $2', [
      productId,
      seekerId,
    ])
  )[0];

/** What decides whether `userId` may write to `otherId`: the other's account, and blocks either way. */
export interface WriteState {
  otherExists: boolean;
  otherDisabled: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

export async function writeState(db: Queryable, userId: string, otherId: string): Promise<WriteState> {
  const [row] = await db.query<{ disabled: boolean; by_me: boolean; me: boolean }>(
    `SELECT u.disabled_at IS NOT NULL AS disabled,
       EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = u.id) AS by_me,
       EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = u.id AND blocked_id = $1) AS me
     FROM users u WHERE u.id = $2`,
    [userId, otherId],
  );
  return {
    otherExists: Boolean(row),
    otherDisabled: row?.disabled ?? false,
    blockedByMe: row?.by_me ?? false,
    blockedMe: row?.me ?? false,
  };
}

/** A discussion `userId` takes part in (undefined for anyone else): their side and the other participant. */
export const findMembership = async (db: Queryable, conversationId: string, userId: string) =>
  (
    await db.query<{ id: string; role: ConversationRole; other_id: string }>(
      `SELECT c.id, me.role, CASE WHEN me.role = 'OWNER' THEN c.seeker_id ELSE c.owner_id END AS other_id
       FROM conversation_members me JOIN conversations c ON c.id = me.conversation_id
       WHERE me.conversation_id = $1 AND me.user_id = $2`,
      [conversationId, userId],
    )
  )[0];

export interface StoredMessage {
  id: string;
  body: string;
  created_at: Date;
  sender_id: string;
}

/**
 * Adds a message (in `tx`, the caller's transaction): the sender's side is read up to it, the other's gains one
 * unread message, and both sides' latest activity moves to it. `at` dates it (the demo seed's past messages);
 * the database's clock otherwise.
 */
export async function appendMessage(
  tx: Queryable,
  conversationId: string,
  senderId: string,
  body: string,
  at?: Date,
): Promise<StoredMessage> {
  const [message] = await tx.query<StoredMessage>(
    `INSERT INTO conversation_messages (id, conversation_id, sender_id, body, created_at)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()))
     RETURNING id, body, created_at, sender_id`,
    [randomUUID(), conversationId, senderId, body, at ?? null],
  );
  await tx.query(
    `UPDATE conversation_members SET last_message_at = GREATEST(last_message_at, $3),
       unread_count = CASE WHEN user_id = $2 THEN 0 ELSE unread_count + 1 END,
       read_at = CASE WHEN user_id = $2 THEN $3 ELSE read_at END
     WHERE conversation_id = $1`,
    [conversationId, senderId, message!.created_at],
  );
  return message!;
}

/**
 * The discussion of `seekerId` about the listing, opened with both sides when there is none yet (in `tx`): two first
 * messages sent at once open one discussion, the second finds the first's.
 */
export async function openConversation(
  tx: Queryable,
  productId: string,
  ownerId: string,
  seekerId: string,
  at?: Date,
): Promise<{ id: string; created: boolean }> {
  const [made] = await tx.query<{ id: string }>(
    `INSERT INTO conversations (id, product_id, owner_id, seeker_id, created_at)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()))
     ON CONFLICT (product_id, seeker_id) DO NOTHING RETURNING id`,
    [randomUUID(), productId, ownerId, seekerId, at ?? null],
  );
  if (!made) {
    const existing = await findConversationOfSeeker(tx, productId, seekerId);
    return { id: existing!.id, created: false };
  }
  await tx.query(
    `INSERT INTO conversation_members (conversation_id, user_id, role, last_message_at)
     VALUES ($1, $2, 'OWNER', COALESCE($4::timestamptz, now())), ($1, $3, 'SEEKER', COALESCE($4::timestamptz, now()))`,
    [made.id, ownerId, seekerId, at ?? null],
  );
  return { id: made.id, created: true };
}

export interface ConversationRow {
  id: string;
  role: ConversationRole;
  unread: number;
  product_id: string | null;
  product_name: string | null;
  product_slug: string | null;
  product_image: StoredImage | null;
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_agent_slug: string | null;
  other_verified: boolean;
  other_disabled: boolean;
  blocked_by_me: boolean;
  blocked_me: boolean;
  /** The last message's first characters (one more than an excerpt shows, to tell a cut one). */
  last_body: string;
  last_at: Date;
  last_sender_id: string;
}

/** $1 is the member; the listing's columns are null unless it is public. */
const CONVERSATION_SELECT = `SELECT c.id, me.role, me.unread_count AS unread,
    p.id AS product_id, p.name AS product_name, p.slug AS product_slug, p.image AS product_image,
    o.id AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name,
    a.slug AS other_agent_slug, o.verified_at IS NOT NULL AS other_verified,
    o.disabled_at IS NOT NULL AS other_disabled,
    EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = o.id) AS blocked_by_me,
    EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = o.id AND blocked_id = $1) AS blocked_me,
    lm.body AS last_body, lm.created_at AS last_at, lm.sender_id AS last_sender_id
  FROM conversation_members me
  JOIN conversations c ON c.id = me.conversation_id
  JOIN users o ON o.id = CASE WHEN me.role = 'OWNER' THEN c.seeker_id ELSE c.owner_id END
  LEFT JOIN agent_profiles a ON a.user_id = o.id
  LEFT JOIN products p ON p.id = c.product_id AND ${publicListing('p')}
  JOIN LATERAL (
    SELECT left(m.body, $2::int) AS body, m.created_at, m.sender_id FROM conversation_messages m
    WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1
  ) lm ON true`;

/** A page of the member's discussions, the latest activity first, and how many they have. */
export async function listConversations(
  db: Queryable,
  userId: string,
  excerptChars: number,
  limit: number,
  offset: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const rows = await db.query<ConversationRow>(
    `${CONVERSATION_SELECT} WHERE me.user_id = $1
     ORDER BY me.last_message_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [userId, excerptChars + 1, limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM conversation_members WHERE user_id = $1',
    [userId],
  );
  return { rows, total: count?.total ?? 0 };
}

/** One of the member's discussions, as the list gives it. */
export const findConversation = async (
  db: Queryable,
  userId: string,
  conversationId: string,
  excerptChars: number,
) =>
  (
    await db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE me.user_id = $1 AND c.id = $3`, [
      userId,
      excerptChars + 1,
      conversationId,
    ])
  )[0];

/** Unread messages across the member's discussions: a sum over their own rows of conversation_members. */
export async function unreadTotal(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'SELECT COALESCE(sum(unread_count), 0)::int AS unread FROM conversation_members WHERE user_id = $1',
    [userId],
  );
  return row?.unread ?? 0;
}

/** Whether `messageId` is a message of the discussion (a page cursor must be). */
export async function isMessageOf(
  db: Queryable,
  conversationId: string,
  messageId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM conversation_messages WHERE id = $1 AND conversation_id = $2', [
    messageId,
    conversationId,
  ]);
  return rows.length > 0;
}

/** Up to `limit` messages of the discussion, the newest first, older than `before` when given. */
export const listMessages = (db: Queryable, conversationId: string, before: string | null, limit: number) =>
  db.query<StoredMessage>(
    `SELECT id, body, created_at, sender_id FROM conversation_messages
     WHERE conversation_id = $1
       AND ($2::uuid IS NULL OR seq < (SELECT seq FROM conversation_messages WHERE id = $2::uuid))
     ORDER BY seq DESC LIMIT $3`,
    [conversationId, before, limit],
  );

/** The member has read every message of the discussion so far. */
export async function markRead(db: Queryable, conversationId: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE conversation_members SET unread_count = 0, read_at = now()
     WHERE conversation_id = $1 AND user_id = $2`,
    [conversationId, userId],
  );
}

export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** Stores a report for the moderators; undefined when the reporter's previous one on it is still open. */
export async function insertConversationReport(
  db: Queryable,
  report: {
    conversationId: string;
    reporterId: string;
    reportedId: string;
    reason: ConversationReportReason;
    detail: string;
  },
): Promise<{ id: string; reason: ConversationReportReason; created_at: Date } | undefined> {
  const [row] = await db.query<{ id: string; reason: ConversationReportReason; created_at: Date }>(
    `INSERT INTO conversation_reports (id, conversation_id, reporter_id, reported_id, reason, detail)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (conversation_id, reporter_id) WHERE handled_at IS NULL DO NOTHING
     RETURNING id, reason, created_at`,
    [randomUUID(), report.conversationId, report.reporterId, report.reportedId, report.reason, report.detail],
  );
  return row;
}

/** The open reports on the discussion, oldest first (what the moderators' queue shows of it). */
export const openConversationReports = (db: Queryable, conversationId: string) =>
  db.query<{ id: string; reporter_id: string; reported_id: string; reason: string; detail: string }>(
    `SELECT id, reporter_id, reported_id, reason, detail FROM conversation_reports
     WHERE conversation_id = $1 AND handled_at IS NULL ORDER BY created_at, id`,
    [conversationId],
  );

/** Whether an account has this id (disabled ones included). */
export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length > 0;
}

/** `blockerId` blocks `blockedId` (again: nothing changes). */
export async function blockUser(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    blockerId,
    blockedId,
  ]);
}

export async function unblockUser(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
}

/** Public listings of these owners, the newest first (the demo seed picks the listings its discussions are about). */
export const publicListingsOf = (db: Queryable, ownerIds: string[], limit: number) =>
  db.query<{ id: string; user_id: string; name: string }>(
    `SELECT id, user_id, name FROM products WHERE user_id = ANY($1::uuid[]) AND ${publicListing()}
     ORDER BY created_at DESC, id LIMIT $2`,
    [ownerIds, limit],
  );

/** Whether the account takes part in any discussion (the demo seed adds its discussions once). */
export async function hasConversations(db: Queryable, userId: string): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM conversation_members WHERE user_id = $1 LIMIT 1', [userId])).length > 0
  );
}
