import type { FastifyInstance } from 'fastify';
import { languageOf, sendMail } from '../mails/index.js';
import { signJwt, verifyJwt } from '../lib/tokens.js';
import {
  claimReminders,
  confirmListing,
  expireUnconfirmed,
  ownsListing,
  type FreshnessDue as Due,
} from '../repositories/freshness.js';
import { tryAdvisoryXactLock } from '../repositories/locks.js';

/**
 * A listing nobody has confirmed for REMIND_AFTER_DAYS gets 'Votre annonce est-elle toujours
 * disponible ?' with a one-click link; without an answer within CLOSE_AFTER_DAYS more it becomes INACTIVE
 * ('EXPIRED') and its owner is told. The owner's own edits and confirmations reset the count.
 */
export const REMIND_AFTER_DAYS = 30;
export const CLOSE_AFTER_DAYS = 7;
/** The link outlives the 7-day window: an owner who answers late still puts an expired listing back online. */
export const CONFIRM_TTL_SECONDS = 30 * 24 * 3600;
/** pg_try_advisory_xact_lock key of the job: one API process at a time runs a round. */
export const FRESHNESS_LOCK = 237_015_007;

const DAY_MS = 24 * 3600 * 1000;

export interface FreshnessRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  reminded: number;
  expired: number;
}

/**
 * One round at `now` (the scheduler passes its clock; tests pass any date). The listings are claimed and changed in
 * one transaction under an advisory lock, so two API processes never mail the same owner twice; the mails go out
 * after the commit, each on its own (one failed mail is logged and does not stop the others).
 */
export async function runFreshness(app: FastifyInstance, now: Date): Promise<FreshnessRound> {
  const remindBefore = new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS);
  const closeBefore = new Date(now.getTime() - CLOSE_AFTER_DAYS * DAY_MS);
  const claimed = await app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, FRESHNESS_LOCK))) return null;
    const reminders = await claimReminders(tx, now, remindBefore);
    const expired = await expireUnconfirmed(tx, now, closeBefore);
    return { reminders, expired };
  });
  if (!claimed) return { ran: false, reminded: 0, expired: 0 };
  for (const due of claimed.reminders) {
    await sendOrLog(app, 'freshness reminder', () => sendReminder(app, due));
  }
  for (const due of claimed.expired) {
    await sendOrLog(app, 'freshness expiry', () => sendExpiry(app, due));
  }
  return { ran: true, reminded: claimed.reminders.length, expired: claimed.expired.length };
}

async function sendOrLog(app: FastifyInstance, label: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    app.log.error({ err, task: label }, 'freshness mail failed');
  }
}

/** The signed link of one listing: it confirms that listing only, for its owner, for CONFIRM_TTL_SECONDS. */
export const confirmationToken = (app: FastifyInstance, productId: string, ownerId: string) =>
  signJwt(app.jwtKey, 'confirm-listing', { productId }, CONFIRM_TTL_SECONDS, ownerId);

async function sendFreshnessMail(
  app: FastifyInstance,
  due: Due,
  kind: 'freshnessReminder' | 'freshnessExpiry',
) {
  const token = await confirmationToken(app, due.id, due.user_id);
  await sendMail(app, due.email, languageOf(due.language), kind, {
    firstName: due.first_name,
    listingName: due.name,
    token,
    remindAfterDays: REMIND_AFTER_DAYS,
    closeAfterDays: CLOSE_AFTER_DAYS,
  });
}

const sendReminder = (app: FastifyInstance, due: Due) => sendFreshnessMail(app, due, 'freshnessReminder');
const sendExpiry = (app: FastifyInstance, due: Due) => sendFreshnessMail(app, due, 'freshnessExpiry');

export type ConfirmOutcome =
  | { ok: true; id: string; name: string; slug: string }
  | { ok: false; code: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'NOT_FOUND' | 'LISTING_CLOSED' };

/**
 * The link's answer: the listing stays (or, if it expired for want of an answer, comes back) online and its count
 * starts again. A listing its owner closed (rented, sold, deactivated) or that was deleted is left as it is.
 */
export async function confirmByToken(app: FastifyInstance, token: string): Promise<ConfirmOutcome> {
  const verified = await verifyJwt(app.jwtKey, 'confirm-listing', token);
  if (!verified.ok) return { ok: false, code: verified.expired ? 'EXPIRED_TOKEN' : 'INVALID_TOKEN' };
  const productId = verified.payload.productId;
  const ownerId = verified.payload.sub;
  if (typeof productId !== 'string' || typeof ownerId !== 'string')
    return { ok: false, code: 'INVALID_TOKEN' };
  const row = await confirmListing(app.db, productId, ownerId, app.now());
  if (row) return { ok: true, id: row.id, name: row.name, slug: row.slug };
  const exists = await ownsListing(app.db, productId, ownerId);
  return { ok: false, code: exists ? 'LISTING_CLOSED' : 'NOT_FOUND' };
}
