import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/errors.js';
import { listingDays, ownerTotals, productOwner, type DayFigures } from '../repositories/listing-stats.js';
import { localDay } from './listing-events.js';

export const STATS_WINDOWS = [7, 30] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];
export type Totals = Omit<DayFigures, 'day'>;

/** The `days` local days ending today (on the app's clock), oldest first, as 'YYYY-MM-DD'. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.parse(`${localDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const sum = (rows: Totals[]): Totals =>
  rows.reduce(
    (t, r) => ({ views: t.views + r.views, contacts: t.contacts + r.contacts, saves: t.saves + r.saves }),
    {
      views: 0,
      contacts: 0,
      saves: 0,
    },
  );

/**
 * A listing's figures for its owner: one entry per day of the window (zeros included) and the totals. Read
 * straight from the events (no cache): a view counted a second ago shows at once.
 */
export async function listingStats(
  app: FastifyInstance,
  productId: string,
  userId: string,
  days: StatsWindow,
) {
  const owner = await productOwner(app.db, productId);
  if (!owner) throw notFound('Bien introuvable.');
  if (owner.user_id !== userId) throw forbidden('Seul le propriétaire voit les statistiques de ce bien.');
  const window = windowDays(app.now(), days);
  const rows = await listingDays(app.db, productId, window[0] as string, window[window.length - 1] as string);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = window.map((day) => {
    const r = byDay.get(day);
    return { day, views: r?.views ?? 0, contacts: r?.contacts ?? 0, saves: r?.saves ?? 0 };
  });
  const [from, to] = [window[0] as string, window[window.length - 1] as string];
  return { productId, days, from, to, series, totals: sum(series) };
}

/** The 30-day totals of every listing of the user, keyed by listing id: 'Mes biens' in one call. */
export async function myListingsTotals(app: FastifyInstance, userId: string) {
  const window = windowDays(app.now(), 30);
  const rows = await ownerTotals(app.db, userId, window[0] as string, window[window.length - 1] as string);
  const listings: Record<string, Totals> = {};
  for (const r of rows) listings[r.product_id] = { views: r.views, contacts: r.contacts, saves: r.saves };
  return { days: 30 as const, from: window[0] as string, to: window[window.length - 1] as string, listings };
}
