import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../lib/db.js';
import type { AlertFilters } from '../schemas/alerts.js';

/** The public search's filters an alert may save: no paging, sort or map area. */
export const ALERT_FILTER_KEYS = [
  'query',
  'priceMin',
  'priceMax',
  'type',
  'category',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
  'forSale',
  'excludeLand',
  'landType',
  'city',
  'district',
  'entryMax',
  'landTitle',
  'verified',
] as const;

export type { AlertFilters };
export type AlertFrequency = 'immediate' | 'daily';

export interface AlertRow {
  id: string;
  user_id: string;
  filters: AlertFilters;
  frequency: AlertFrequency;
  paused: boolean;
  created_at: Date;
  last_checked_at: Date | null;
}

const COLUMNS = 'id, user_id, filters, frequency, paused, created_at, last_checked_at';

export const toAlertDto = (row: AlertRow) => ({
  id: row.id,
  filters: row.filters,
  frequency: row.frequency,
  paused: row.paused,
  created_at: row.created_at.toISOString(),
  last_checked_at: row.last_checked_at ? row.last_checked_at.toISOString() : null,
});

export const listAlerts = (db: Queryable, userId: string) =>
  db.query<AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE user_id = $1 ORDER BY created_at DESC, id`, [
    userId,
  ]);

export type CreateOutcome =
  | { ok: true; alert: AlertRow }
  | { ok: false; code: 'ALERTS_LIMIT_REACHED' }
  | { ok: false; code: 'ALERT_ALREADY_EXISTS'; alert: AlertRow };

/**
 * A new alert, unless the user already has `cap` of them or one with the same filters. The user's row is locked for
 * the check and the insert, so two requests at once cannot pass the cap together. `now` is the application's clock
 * (a daily alert's first round comes a day after it).
 */
export const createAlert = (
  db: Db,
  userId: string,
  filters: AlertFilters,
  frequency: AlertFrequency,
  now: Date,
  cap: number,
): Promise<CreateOutcome> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const json = JSON.stringify(filters);
    const [same] = await tx.query<AlertRow>(
      `SELECT ${COLUMNS} FROM alerts WHERE user_id = $1 AND filters = $2::jsonb`,
      [userId, json],
    );
    if (same) return { ok: false, code: 'ALERT_ALREADY_EXISTS', alert: same };
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alerts WHERE user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) >= cap) return { ok: false, code: 'ALERTS_LIMIT_REACHED' };
    const [alert] = await tx.query<AlertRow>(
      `INSERT INTO alerts (id, user_id, filters, frequency, last_checked_at) VALUES ($1, $2, $3::jsonb, $4, $5)
       RETURNING ${COLUMNS}`,
      [randomUUID(), userId, json, frequency, now],
    );
    return { ok: true, alert: alert as AlertRow };
  });

/**
 * Frequency and pause. Resuming starts from the moment of resuming: what was published during the pause is not
 * mailed as a backlog.
 */
export async function updateAlert(
  db: Queryable,
  userId: string,
  id: string,
  change: { frequency?: AlertFrequency; paused?: boolean },
) {
  const [row] = await db.query<AlertRow>(
    `UPDATE alerts SET frequency = coalesce($3, frequency), paused = coalesce($4, paused),
       active_since = CASE WHEN paused AND $4 = false THEN now() ELSE active_since END
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, change.frequency ?? null, change.paused ?? null],
  );
  return row;
}

export async function deleteAlert(db: Queryable, userId: string, id: string) {
  const rows = await db.query('DELETE FROM alerts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

/** The one-click unsubscribe: the alert is paused (it stays in 'Mes alertes', where it can be resumed). */
export async function pauseAlert(db: Queryable, userId: string, id: string) {
  const [row] = await db.query<AlertRow>(
    `UPDATE alerts SET paused = true WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return row;
}
