import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';
import { escapeLike } from '../lib/strings.js';
import type { MODERATION_STATES, PRODUCT_STATUSES, REPORT_REASONS, ROLES } from '../schemas/vocabulary.js';
import { publicListing } from './products.js';

type ProductStatus = (typeof PRODUCT_STATUSES)[number];
type Moderation = (typeof MODERATION_STATES)[number] | null;

/** What the journal records of one administrator action. */
export interface AdminAction {
  adminId: string;
  adminEmail: string;
  action: string;
  targetType: 'listing' | 'user' | 'message' | 'verification' | 'conversation' | 'rating';
  targetId: string;
  detail?: string;
}

export async function journal(db: Queryable, entry: AdminAction): Promise<void> {
  await db.query(
    `INSERT INTO admin_actions (id, admin_id, admin_email, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      entry.adminId,
      entry.adminEmail,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.detail ?? '',
    ],
  );
}

export async function dashboardCounts(db: Queryable) {
  const [row] = await db.query<{
    active_listings: number;
    users: number;
    open_reports: number;
    unhandled_messages: number;
    pending_verifications: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM products WHERE ${publicListing()}) AS active_listings,
       (SELECT count(*)::int FROM users) AS users,
       (SELECT count(DISTINCT product_id)::int FROM reports WHERE handled_at IS NULL) AS open_reports,
       (SELECT count(*)::int FROM messages
          WHERE kind IN ('admin', 'contact') AND handled_at IS NULL) AS unhandled_messages,
       (SELECT count(*)::int FROM verification_requests WHERE status = 'PENDING') AS pending_verifications`,
  );
  return {
    activeListings: row?.active_listings ?? 0,
    users: row?.users ?? 0,
    openReports: row?.open_reports ?? 0,
    unhandledMessages: row?.unhandled_messages ?? 0,
    pendingVerifications: row?.pending_verifications ?? 0,
  };
}

/** Open reports grouped by listing, the most reported first. */
export async function openReports(db: Queryable) {
  return db.query<{
    product_id: string;
    name: string;
    slug: string;
    status: ProductStatus;
    moderation: Moderation;
    reporters: number;
    reasons: Partial<Record<(typeof REPORT_REASONS)[number], number>> | null;
    comments: string[];
    first_at: Date;
    last_at: Date;
  }>(
    `SELECT p.id AS product_id, p.name, p.slug, p.status, p.moderation,
            count(*)::int AS reporters,
            (SELECT jsonb_object_agg(reason, n) FROM (
               SELECT reason, count(*)::int AS n FROM reports r2
               WHERE r2.product_id = p.id AND r2.handled_at IS NULL GROUP BY reason) reasons) AS reasons,
            coalesce(array_agg(r.comment ORDER BY r.created_at) FILTER (WHERE r.comment <> ''), '{}') AS comments,
            min(r.created_at) AS first_at, max(r.created_at) AS last_at
     FROM reports r JOIN products p ON p.id = r.product_id
     WHERE r.handled_at IS NULL
     GROUP BY p.id
     ORDER BY count(*) DESC, max(r.created_at) DESC
     LIMIT 200`,
  );
}

export async function closeReports(db: Queryable, productId: string): Promise<void> {
  await db.query('UPDATE reports SET handled_at = now() WHERE product_id = $1 AND handled_at IS NULL', [
    productId,
  ]);
}

export async function setModeration(
  db: Queryable,
  productId: string,
  moderation: 'HIDDEN' | null,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db.query<{ id: string; name: string }>(
    'UPDATE products SET moderation = $2, updated_at = now() WHERE id = $1 RETURNING id, name',
    [productId, moderation],
  );
  return row;
}

/** Deletes a listing's row (the database's cascades take what refers to it); its image files are the caller's. */
export async function deleteListing(db: Queryable, productId: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1', [productId]);
}

/** Every listing, any status, searched by name, city or owner's e-mail; newest first. */
export async function listListings(db: Queryable, query: string, page: number, limit: number) {
  const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
  const rows = await db.query<{
    id: string;
    name: string;
    slug: string;
    status: ProductStatus;
    moderation: Moderation;
    owner_disabled: boolean;
    city: string | null;
    price: number;
    owner_email: string;
    created_at: Date;
    total: number;
  }>(
    `SELECT p.id, p.name, p.slug, p.status, p.moderation, p.owner_disabled, p.city, p.price::float8 AS price,
            u.email AS owner_email, p.created_at, count(*) OVER ()::int AS total
     FROM products p JOIN users u ON u.id = p.user_id
     WHERE $1 = '%%' OR lower(p.name) LIKE $1 OR lower(coalesce(p.city, '')) LIKE $1 OR lower(u.email) LIKE $1
     ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [pattern, limit, (page - 1) * limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function listUsers(db: Queryable, query: string, page: number, limit: number) {
  const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
  const rows = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    role: (typeof ROLES)[number];
    disabled_at: Date | null;
    verified_at: Date | null;
    created_at: Date;
    listings: number;
    total: number;
  }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.disabled_at, u.verified_at, u.created_at,
            (SELECT count(*)::int FROM products p WHERE p.user_id = u.id) AS listings,
            count(*) OVER ()::int AS total
     FROM users u
     WHERE $1 = '%%' OR lower(u.email) LIKE $1 OR lower(u.first_name || ' ' || u.last_name) LIKE $1
     ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
    [pattern, limit, (page - 1) * limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Disables or reactivates an account and takes its listings off (or back on) the public pages. */
export async function setUserDisabled(db: Queryable, userId: string, disabled: boolean) {
  const [user] = await db.query<{ id: string; email: string }>(
    `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END,
       updated_at = now() WHERE id = $1 RETURNING id, email`,
    [userId, disabled],
  );
  if (user) {
    await db.query('UPDATE products SET owner_disabled = $2 WHERE user_id = $1 AND owner_disabled <> $2', [
      userId,
      disabled,
    ]);
  }
  return user;
}

/** The messages sent to the team (send-message-to-admin and the contact page), newest first. */
export async function teamMessages(db: Queryable, page: number, limit: number) {
  const rows = await db.query<{
    id: string;
    kind: 'admin' | 'contact';
    name: string | null;
    email: string | null;
    phone: string | null;
    subject: string | null;
    body: string;
    product_id: string | null;
    handled_at: Date | null;
    created_at: Date;
    total: number;
  }>(
    `SELECT id, kind, name, email, phone, subject, body, product_id, handled_at, created_at,
            count(*) OVER ()::int AS total
     FROM messages WHERE kind IN ('admin', 'contact')
     ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, (page - 1) * limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function markMessageHandled(db: Queryable, id: string) {
  const [row] = await db.query<{ id: string }>(
    `UPDATE messages SET handled_at = coalesce(handled_at, now())
     WHERE id = $1 AND kind IN ('admin', 'contact') RETURNING id`,
    [id],
  );
  return row;
}

export async function journalPage(db: Queryable, page: number, limit: number) {
  const rows = await db.query<{
    id: string;
    admin_email: string;
    action: string;
    target_type: AdminAction['targetType'];
    target_id: string;
    detail: string;
    created_at: Date;
    total: number;
  }>(
    `SELECT id, admin_email, action, target_type, target_id, detail, created_at, count(*) OVER ()::int AS total
     FROM admin_actions ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, (page - 1) * limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * The private file of a request still waiting for a decision and its member's e-mail (for the journal); undefined
 * when none (unknown, decided, no file).
 */
export async function pendingDocument(
  db: Queryable,
  requestId: string,
): Promise<{ key: string; email: string } | undefined> {
  const [row] = await db.query<{ document_key: string | null; email: string }>(
    `SELECT v.document_key, u.email FROM verification_requests v JOIN users u ON u.id = v.user_id
     WHERE v.id = $1 AND v.status = 'PENDING'`,
    [requestId],
  );
  return row?.document_key ? { key: row.document_key, email: row.email } : undefined;
}

export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return row !== undefined;
}

/** One open report on a discussion, as the moderators' queue lists it. */
export interface ConversationReportRow {
  id: string;
  conversation_id: string;
  reason: string;
  detail: string;
  created_at: Date;
  product_id: string | null;
  product_name: string | null;
  product_slug: string | null;
  reporter_id: string;
  reporter_first_name: string;
  reporter_last_name: string;
  reporter_email: string;
  reported_id: string;
  reported_first_name: string;
  reported_last_name: string;
  reported_email: string;
  reported_disabled: boolean;
  messages: number;
}

/**
 * Open reports on discussions, the oldest first (a report waits for a moderator's decision), with who reported whom
 * and about which listing — never the messages themselves: reading them is an action of its own, journaled.
 */
export function openConversationReportQueue(db: Queryable, limit: number) {
  return db.query<ConversationReportRow>(
    `SELECT r.id, r.conversation_id, r.reason, r.detail, r.created_at,
            p.id AS product_id, p.name AS product_name, p.slug AS product_slug,
            rep.id AS reporter_id, rep.first_name AS reporter_first_name, rep.last_name AS reporter_last_name,
            rep.email AS reporter_email,
            rd.id AS reported_id, rd.first_name AS reported_first_name, rd.last_name AS reported_last_name,
            rd.email AS reported_email, rd.disabled_at IS NOT NULL AS reported_disabled,
            (SELECT count(*)::int FROM conversation_messages m WHERE m.conversation_id = r.conversation_id)
              AS messages
     FROM conversation_reports r
     JOIN conversations c ON c.id = r.conversation_id
     LEFT JOIN products p ON p.id = c.product_id
     JOIN users rep ON rep.id = r.reporter_id
     JOIN users rd ON rd.id = r.reported_id
     WHERE r.handled_at IS NULL
     ORDER BY r.created_at, r.id
     LIMIT $1`,
    [limit],
  );
}

/** An open report on a discussion, with the reported account's e-mail; undefined once decided or unknown. */
export async function openConversationReport(db: Queryable, reportId: string) {
  const [row] = await db.query<{
    id: string;
    conversation_id: string;
    reported_id: string;
    reported_email: string;
  }>(
    `SELECT r.id, r.conversation_id, r.reported_id, u.email AS reported_email
     FROM conversation_reports r JOIN users u ON u.id = r.reported_id
     WHERE r.id = $1 AND r.handled_at IS NULL`,
    [reportId],
  );
  return row;
}

/** The newest `limit` messages of a discussion, oldest first, with their senders' names (for a moderator). */
export async function conversationTranscript(db: Queryable, conversationId: string, limit: number) {
  const rows = await db.query<{
    id: string;
    body: string;
    created_at: Date;
    sender_id: string;
    first_name: string;
    last_name: string;
  }>(
    `SELECT m.id, m.body, m.created_at, m.sender_id, u.first_name, u.last_name
     FROM conversation_messages m JOIN users u ON u.id = m.sender_id
     WHERE m.conversation_id = $1
     ORDER BY m.seq DESC LIMIT $2`,
    [conversationId, limit],
  );
  return rows.reverse();
}

/** Every open report on the discussion is decided now; the number closed. */
export async function closeConversationReports(db: Queryable, conversationId: string): Promise<number> {
  const rows = await db.query(
    `UPDATE conversation_reports SET handled_at = now()
     WHERE conversation_id = $1 AND handled_at IS NULL RETURNING id`,
    [conversationId],
  );
  return rows.length;
}

/**
 * The public listings priced far below their quartier's figure (verified advertisers' included), newest first: the
 * moderators' queue of low prices.
 */
export const lowPriceListings = (db: Queryable) =>
  db.query<{
    id: string;
    name: string;
    slug: string;
    category: string;
    is_for_sale: boolean;
    city: string | null;
    district: string | null;
    price: number;
    area: number | null;
    median: number;
    owner_verified: boolean;
    owner_email: string;
    created_at: Date;
  }>(
    `SELECT p.id, p.name, p.slug, p.category, p.is_for_sale, p.city, p.district, p.price::float8 AS price,
            p.area::float8 AS area, p.low_price_median::float8 AS median, p.owner_verified, u.email AS owner_email,
            p.created_at
       FROM products p JOIN users u ON u.id = p.user_id
      WHERE p.low_price_median IS NOT NULL AND ${publicListing('p')}
      ORDER BY p.created_at DESC
      LIMIT 200`,
  );
