import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.js';
import { ProductDtoSchema } from './product-dto.js';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  LAND_TITLES,
  LAND_TYPES,
  MAX_PAGE_SIZE,
  SEARCH_SORT_ALIASES,
  SEARCH_SORTS,
  VERIFIED_FLAGS,
} from './vocabulary.js';

const NUMBER = '-?\\d{1,3}(\\.\\d{1,10})?';
/** west,south,east,north in degrees. */
export const BBOX_PATTERN = `^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`;

/** Every sort the search reads: the canonical ones and older links' spellings. */
export const SORT_VALUES = [...SEARCH_SORTS, ...SEARCH_SORT_ALIASES] as const;

const amount = () => Type.Optional(Type.Number({ minimum: 0, maximum: 1e13 }));
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * The public search's query, the one definition of its filters, bounds and defaults
 * (page 1, DEFAULT_PAGE_SIZE a page, DEFAULT_SORT): the list of listings, my listings and the alerts' filters use
 * it, and the front-ends' `SearchParams` is its type. Unknown parameters are dropped; blank ones were dropped before
 * (`withoutBlankFilters`): they mean "no filter".
 */
export const SearchQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  query: text(200),
  priceMin: amount(),
  priceMax: amount(),
  /** apartment, house, studio, loft, land — or a category. */
  type: text(60),
  category: text(60),
  /** At least this many. */
  bedrooms: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** At least this many. */
  bathrooms: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  areaMin: amount(),
  areaMax: amount(),
  forSale: Type.Optional(Type.Boolean()),
  /** Buildings only: the buy and rent pages list buildings, land plots have their own page. */
  excludeLand: Type.Optional(Type.Boolean()),
  landType: Type.Optional(StringEnum(LAND_TYPES)),
  city: text(80),
  /** The quartier. */
  district: text(120),
  /** 'Budget d'entrée max': rentals whose entry costs are known and at most this. */
  entryMax: amount(),
  /** 'Titre foncier' of a plot. */
  landTitle: Type.Optional(StringEnum(LAND_TITLES)),
  /** 'Rechercher dans cette zone': west,south,east,north in degrees. */
  bbox: Type.Optional(Type.String({ maxLength: 100, pattern: BBOX_PATTERN })),
  /** 'Annonceurs vérifiés uniquement': the address's verified=1. */
  verified: Type.Optional(StringEnum(VERIFIED_FLAGS)),
  sort: Type.Optional(StringEnum(SORT_VALUES, { default: DEFAULT_SORT })),
});
/** The search's query as sent (every field optional); the API fills in page, limit and sort. */
export type SearchQuery = Static<typeof SearchQuerySchema>;

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
