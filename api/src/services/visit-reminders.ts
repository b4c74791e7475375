import type { FastifyInstance } from 'fastify';
import { tryAdvisoryXactLock } from '../repositories/locks.js';
import { claimVisitReminders } from '../repositories/visits.js';
import { sendVisitMail } from './visit-mails.js';

/** pg_try_advisory_xact_lock key of the round of visit reminders. */
export const VISIT_REMINDERS_LOCK = 237_018_001;
/** A confirmed visit is reminded once it starts within this long. */
export const VISIT_REMINDER_AHEAD_MS = 24 * 3600_000;
/** Reminders one round sends at most; the rest wait for the next round (soonest first). */
const ROUND_LIMIT = 200;

export interface VisitRemindersRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  reminded: number;
}

/**
 * One round at `now`: both sides of each confirmed visit starting within 24 hours get one reminder by e-mail. The
 * visits are claimed and marked in one transaction under an advisory lock (and rows locked by another process are
 * skipped), so a visit is never reminded twice; the mails go after it commits.
 */
export async function runVisitReminders(app: FastifyInstance, now: Date): Promise<VisitRemindersRound> {
  const due = await app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, VISIT_REMINDERS_LOCK))) return null;
    return claimVisitReminders(tx, now, VISIT_REMINDER_AHEAD_MS, ROUND_LIMIT);
  });
  if (!due) return { ran: false, reminded: 0 };
  for (const visit of due) await sendVisitMail(app, visit, 'reminder', null);
  return { ran: true, reminded: due.length };
}
