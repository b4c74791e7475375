import type { FastifyInstance } from 'fastify';
import { LOW_PRICE_RATIO_DEFAULT, PRICE_MIN_COUNT_DEFAULT } from '../config.js';
import type { Queryable } from '../lib/db.js';
import { tryAdvisoryXactLock } from '../repositories/locks.js';
import {
  clearPriceFigures,
  insertPriceFigures,
  placeFigures,
  pricePlaces,
  refreshLowPriceMark,
  refreshLowPriceMarks,
  type PriceFigureRow,
  type PriceKind,
} from '../repositories/prices.js';
import type { PriceFigure, PricePage } from '../schemas/prices.js';

/** pg_try_advisory_xact_lock key of the round of price figures. */
export const PRICES_LOCK = 237_021_001;

export const PRICE_KINDS: readonly PriceKind[] = ['rent', 'sale', 'land'];

export interface PricesRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  /** Listings priced far below their quartier's figure once the round is done. */
  flagged: number;
}

/** The settings of the figures: listings a figure needs (PRICE_MIN_COUNT), the low-price ratio (LOW_PRICE_RATIO). */
export const priceSettings = (app: FastifyInstance) => ({
  minCount: app.config.priceMinCount ?? PRICE_MIN_COUNT_DEFAULT,
  ratio: app.config.lowPriceRatio ?? LOW_PRICE_RATIO_DEFAULT,
});

/**
 * One round at `now`: the price figures of every city and quartier computed again from the listings (one statement
 * per kind) and the low-price marks of the listings brought up to date, in one transaction under an advisory lock
 * (another process's round in flight: this one does nothing). Readers see the previous figures until it commits.
 */
export async function runPrices(app: FastifyInstance, now: Date): Promise<PricesRound> {
  const { minCount, ratio } = priceSettings(app);
  return app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, PRICES_LOCK))) return { ran: false, flagged: 0 };
    await clearPriceFigures(tx);
    for (const kind of PRICE_KINDS) await insertPriceFigures(tx, kind, now);
    return { ran: true, flagged: await refreshLowPriceMarks(tx, minCount, ratio) };
  });
}

/**
 * Compares one listing with its quartier's stored figure after its owner created or changed it: the median it is
 * far below, or null.
 */
export const checkListingPrice = (app: FastifyInstance, id: string, db: Queryable = app.db) => {
  const { minCount, ratio } = priceSettings(app);
  return refreshLowPriceMark(db, id, minCount, ratio);
};

const placeDto = (name: string, slug: string, figures: number) => ({ name, slug, figures });

function figureDto(row: PriceFigureRow, minCount: number): PriceFigure {
  const before = row.previous_count >= minCount && row.previous_median ? row.previous_median : null;
  return {
    category: row.category,
    bedrooms: row.bedrooms,
    landTitle: row.land_title,
    median: row.median,
    count: row.count,
    previousMedian: before,
    change: before ? Math.round(((row.median - before) / before) * 1000) / 1000 : null,
  };
}

/** /prix: the cities with figures, those with the most shown first. */
export async function priceCities(app: FastifyInstance) {
  const { minCount } = priceSettings(app);
  const rows = await pricePlaces(app.db, null, minCount);
  const computed = rows.reduce<Date | null>((a, r) => (!a || r.computed_at > a ? r.computed_at : a), null);
  return {
    computedAt: computed?.toISOString() ?? null,
    minCount,
    cities: rows.map((r) => placeDto(r.city, r.city_slug, r.figures)),
  };
}

/**
 * /prix/{ville} (`districtSlug` null) and /prix/{ville}/{quartier}: the place's figures with enough listings;
 * null for a place no figure knows.
 */
export async function pricePage(
  app: FastifyInstance,
  citySlug: string,
  districtSlug: string | null,
): Promise<PricePage | null> {
  const { minCount } = priceSettings(app);
  const places = await pricePlaces(app.db, citySlug, minCount);
  const city = places.find((p) => p.district_slug === '');
  const district = districtSlug === null ? null : places.find((p) => p.district_slug === districtSlug);
  if (!city || district === undefined) return null;
  const rows = await placeFigures(app.db, citySlug, districtSlug ?? '', minCount);
  const of = (kind: PriceKind) => rows.filter((r) => r.kind === kind).map((r) => figureDto(r, minCount));
  return {
    city: placeDto(city.city, city.city_slug, city.figures),
    district: district ? placeDto(district.district, district.district_slug, district.figures) : null,
    computedAt: (district ?? city).computed_at.toISOString(),
    minCount,
    rent: of('rent'),
    sale: of('sale'),
    land: of('land'),
    quartiers: places
      .filter((p) => p.district_slug !== '')
      .map((p) => placeDto(p.district, p.district_slug, p.figures)),
  };
}
