import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Envelope, errorResponses, Nullable, StringEnum } from './common.js';
import { LAND_TITLES } from './vocabulary.js';

const placeSlug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

export const PriceCityParamsSchema = Type.Object({ city: placeSlug });
export const PriceQuartierParamsSchema = Type.Object({ city: placeSlug, quartier: placeSlug });

/** A place of /prix: a city, or a quartier of one; `figures` are those with enough listings to be shown. */
export const PricePlaceSchema = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  figures: Type.Integer(),
});
export type PricePlace = Static<typeof PricePlaceSchema>;

/**
 * One figure: the median in XAF (per month for a rent, per m² for land) of `count` listings, by type (`category`,
 * as most listings spell it) and bedrooms for a rent, by land title for land; `change` is its rise (or fall, below
 * 0) over twelve months as a share of the figure a year earlier (0.08: +8 %), null without enough listings then.
 */
export const PriceFigureSchema = Type.Object({
  category: Type.String(),
  bedrooms: Nullable(Type.Integer()),
  landTitle: Nullable(StringEnum(LAND_TITLES)),
  median: Type.Number(),
  count: Type.Integer(),
  previousMedian: Nullable(Type.Number()),
  change: Nullable(Type.Number()),
});
export type PriceFigure = Static<typeof PriceFigureSchema>;

/** The figures of a city, or of a quartier (`district` set), and its quartiers (a city's page only). */
export const PricePageSchema = Type.Object({
  city: PricePlaceSchema,
  district: Nullable(PricePlaceSchema),
  /** When the figures were computed; null before the first round. */
  computedAt: Nullable(DateTime),
  /** Listings a figure needs to be shown. */
  minCount: Type.Integer(),
  rent: Type.Array(PriceFigureSchema),
  sale: Type.Array(PriceFigureSchema),
  land: Type.Array(PriceFigureSchema),
  quartiers: Type.Array(PricePlaceSchema),
});
export type PricePage = Static<typeof PricePageSchema>;

export const PriceCitiesSchema = Type.Object({
  computedAt: Nullable(DateTime),
  minCount: Type.Integer(),
  cities: Type.Array(PricePlaceSchema),
});
export type PriceCities = Static<typeof PriceCitiesSchema>;

export const priceResponses = {
  cities: { 200: Envelope(PriceCitiesSchema, 'READ_SUCCESSFULLY') },
  page: { 200: Envelope(PricePageSchema, 'READ_SUCCESSFULLY'), ...errorResponses(400, 404) },
};
