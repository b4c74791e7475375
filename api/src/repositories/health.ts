import type { Queryable } from '../lib/db.js';

/** The health probe's database check: a round trip, which throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
