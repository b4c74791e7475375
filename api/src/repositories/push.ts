import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';

/** The kinds of push notification a device may have on or off. */
export type PushKind = 'messages' | 'visits' | 'alerts';
export type PushKinds = Record<PushKind, boolean>;

export interface PushSubscriptionRow extends PushKinds {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  last_success_at: Date | null;
}

/** A device to notify, with its owner's language. */
export interface PushTarget extends Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'> {
  language: string | null;
}

const COLUMNS =
  's.id, s.user_id, s.endpoint, s.p256dh, s.auth, s.messages, s.visits, s.alerts, s.created_at, s.last_success_at';

/**
 * Stores a device's subscription for the account, or updates it (keys and kinds): a browser has one endpoint, and
 * the account that subscribed it last is the one notified on it (the device changed hands or accounts).
 */
export async function upsertPushSubscription(
  db: Queryable,
  userId: string,
  sub: { endpoint: string; p256dh: string; auth: string } & PushKinds,
): Promise<PushSubscriptionRow> {
  const [row] = await db.query<PushSubscriptionRow>(
    `INSERT INTO push_subscriptions AS s (id, user_id, endpoint, p256dh, auth, messages, visits, alerts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, messages = EXCLUDED.messages, visits = EXCLUDED.visits, alerts = EXCLUDED.alerts
     RETURNING ${COLUMNS}`,
    [randomUUID(), userId, sub.endpoint, sub.p256dh, sub.auth, sub.messages, sub.visits, sub.alerts],
  );
  return row as PushSubscriptionRow;
}

/** The account's subscription of one device; undefined when the device is not subscribed for it. */
export async function findPushSubscription(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.query<PushSubscriptionRow>(
    `SELECT ${COLUMNS} FROM push_subscriptions s WHERE s.user_id = $1 AND s.endpoint = $2`,
    [userId, endpoint],
  );
  return row;
}

/** Removes the account's subscription of one device; whether there was one. */
export async function deletePushSubscription(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id',
    [userId, endpoint],
  );
  return rows.length > 0;
}

/** The account's devices with `kind` on, and the account's language. */
export async function pushTargets(db: Queryable, userId: string, kind: PushKind): Promise<PushTarget[]> {
  const column = { messages: 's.messages', visits: 's.visits', alerts: 's.alerts' }[kind];
  return db.query<PushTarget>(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth, u.language
     FROM push_subscriptions s JOIN users u ON u.id = s.user_id
     WHERE s.user_id = $1 AND ${column} AND u.disabled_at IS NULL`,
    [userId],
  );
}

/** The push service said the subscription is gone (404, 410): it is never used again. */
export async function deletePushSubscriptionById(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export async function markPushDelivered(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_success_at = $2 WHERE id = $1', [id, at]);
}

/** What a new message's notification names: its sender's first name and the discussion's listing, if any. */
export async function messagePushAbout(
  db: Queryable,
  conversationId: string,
  senderId: string,
): Promise<{ sender_first_name: string; listing_name: string | null } | undefined> {
  const [row] = await db.query<{ sender_first_name: string; listing_name: string | null }>(
    `SELECT u.first_name AS sender_first_name, p.name AS listing_name
     FROM conversations c JOIN users u ON u.id = $2 LEFT JOIN products p ON p.id = c.product_id
     WHERE c.id = $1`,
    [conversationId, senderId],
  );
  return row;
}
