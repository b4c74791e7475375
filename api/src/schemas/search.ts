import { Type, type Static } from '@sinclair/typebox';
import { SORT_VALUES } from '../repositories/products.js';
import { ProductDtoSchema } from './product-dto.js';
import { LAND_TITLES, LAND_TYPES } from './product.js';

const NUMBER = '-?\\d{1,3}(\\.\\d{1,10})?';
/** west,south,east,north in degrees. */
export const BBOX_PATTERN = `^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`;

const amount = { type: 'number', minimum: 0, maximum: 1e13 } as const;

/** Public search query (issue 3 item 3); unknown parameters are dropped. */
export const searchQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    query: { type: 'string', maxLength: 200 },
    priceMin: amount,
    priceMax: amount,
    type: { type: 'string', maxLength: 60 },
    category: { type: 'string', maxLength: 60 },
    bedrooms: { type: 'integer', minimum: 0, maximum: 100 },
    bathrooms: { type: 'number', minimum: 0, maximum: 100 },
    areaMin: amount,
    areaMax: amount,
    forSale: { type: 'boolean' },
    // The buy and rent pages list buildings: land plots have their own page.
    excludeLand: { type: 'boolean' },
    landType: { type: 'string', enum: LAND_TYPES },
    city: { type: 'string', maxLength: 80 },
    // Issue 16: the quartier, the most a tenant pays on entering, a plot's land title, the map's area.
    district: { type: 'string', maxLength: 120 },
    entryMax: amount,
    landTitle: { type: 'string', enum: LAND_TITLES },
    bbox: { type: 'string', maxLength: 100, pattern: BBOX_PATTERN },
    // 'Annonceurs vérifiés uniquement' (issue 15, point 4): the URL's verified=1.
    verified: { type: 'string', enum: ['0', '1', 'true', 'false'] },
    sort: { type: 'string', enum: SORT_VALUES, default: 'recent' },
  },
} as const;

/**
 * The answer of the search routes (public search, list, my listings): the page of listings, each exactly as the
 * detail route gives it, and the paging. Compiled by Fastify into the serialiser of these routes.
 */
export const SearchAnswerSchema = Type.Object(
  {
    statusCode: Type.Literal('READ_SUCCESSFULLY'),
    data: Type.Array(ProductDtoSchema),
    meta: Type.Object({
      /** How many listings match the filters; with `capped`, more than this match. */
      total: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 1 }),
      /**
       * The count stopped 100 listings past the start of the page: `total` is a floor ('Plus de 100 propriétés
       * trouvées'), and there is at least one page after it. Never on an owner's own listings.
       */
      capped: Type.Boolean(),
    }),
  },
  { description: 'READ_SUCCESSFULLY: data is the page of listings, meta the total and the paging' },
);
export type SearchAnswer = Static<typeof SearchAnswerSchema>;
/** The paging of a search answer: PageMeta plus `capped`. */
export type SearchMeta = SearchAnswer['meta'];
