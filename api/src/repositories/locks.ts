import type { Queryable } from '../lib/db.js';

/**
 * Takes the transaction-scoped advisory lock `key` if no other session holds it, without waiting: false when another
 * process runs the same periodic round (it then does nothing). Released by the transaction's end.
 */
export async function tryAdvisoryXactLock(tx: Queryable, key: number): Promise<boolean> {
  const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [key]);
  return lock?.locked === true;
}

/** Waits for the transaction-scoped advisory lock `key`: processes doing the same one-off work queue on it. */
export async function advisoryXactLock(tx: Queryable, key: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
}

/** Lifts the statement time limit for the rest of the transaction `tx` (work that may wait on a long lock). */
export async function liftStatementTimeout(tx: Queryable): Promise<void> {
  await tx.query('SET LOCAL statement_timeout = 0');
}
