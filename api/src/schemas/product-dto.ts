import { Type, type Static } from '@sinclair/typebox';
import {
  AREA_UNITS,
  CLOSED_REASONS,
  CURRENCIES,
  LAND_TITLES,
  LAND_TYPES,
  MODERATION_STATES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from './vocabulary.js';

/**
 * `null` or a value, written as a JSON-schema type list (`['string', 'null']`) rather than TypeBox's `anyOf`: the
 * compiled serialiser writes a type list directly, while an `anyOf` makes it validate each value to pick a branch.
 */
const orNull = <T>(type: 'string' | 'number' | 'integer', options: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...options });
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });
const oneOfOrNull = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null] });

const EntryCostsSchema = Type.Object({
  advance_months: orNull<number>('integer'),
  deposit_months: orNull<number>('integer'),
  agency_fee: orNull<number>('number'),
  visit_fee: orNull<number>('number'),
  /** rent × (advance + deposit) + commission + visit fees; null when none is given. */
  total: orNull<number>('number'),
});

/** One stored image in every width: `url` is the middle width, `sizes` maps a width ('480') to its URL. */
export const ProductMediaSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    srcset: Type.String(),
    sizes: Type.Record(Type.String(), Type.String()),
  },
  { title: 'ProductMedia' },
);
export type ProductMedia = Static<typeof ProductMediaSchema>;

/**
 * A listing as the API answers it: exactly what `toProductDto` (repositories/products.ts) returns, field for field.
 * It is the response schema of every route that returns listings, so Fastify serialises them with a compiled
 * serialiser — which drops any field that is not declared here: a field added to `toProductDto` must be added here
 * too (test/routes/products-dto.test.ts compares the two).
 */
export const ProductDtoSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    conditions: Type.String(),
    category: Type.String(),
    subcategory: orNull<string>('string'),
    price: Type.Number(),
    currency: oneOf(CURRENCIES),
    sku: orNull<string>('string'),
    stock: Type.Integer(),
    quantity: Type.Integer(),
    unit: oneOfOrNull(PRODUCT_UNITS),
    treshold: Type.Integer(),
    variants: Type.Array(Type.Unknown()),
    variations: Type.Array(Type.Unknown()),
    colors: Type.Array(Type.Unknown()),
    sizes: Type.Array(Type.Unknown()),
    tags: Type.Array(Type.String()),
    weight: Type.Number(),
    dimensions: Type.Object({ length: Type.Number(), width: Type.Number(), height: Type.Number() }),
    features: Type.Object({
      bedrooms: Type.Integer(),
      bathrooms: Type.Number(),
      /** 0 when the owner gave none. */
      area: Type.Number(),
      areaUnit: oneOf(AREA_UNITS),
    }),
    is_digital: Type.Boolean(),
    is_for_sale: Type.Boolean(),
    status: oneOf(PRODUCT_STATUSES),
    /** Set while reports hold the listing off the public pages. */
    moderation: oneOfOrNull(MODERATION_STATES),
    /** Why an INACTIVE listing was closed. */
    closed_reason: oneOfOrNull(CLOSED_REASONS),
    /** 'Annonceur vérifié'. */
    owner_verified: Type.Boolean(),
    /**
     * Priced far below the listings of its quartier of the same type and size: their median (XAF; per m² for a
     * plot). Null otherwise, and always for a verified advertiser.
     */
    low_price: Type.Unsafe<{ median: number } | null>({
      type: ['object', 'null'],
      properties: { median: { type: 'number' } },
      required: ['median'],
    }),
    /** ISO 8601: the last time the owner said the listing is still available. */
    confirmed_at: Type.String({ format: 'date-time' }),
    reminded_at: orNull<string>('string', { format: 'date-time' }),
    user_id: Type.String({ format: 'uuid' }),
    location: Type.Object({
      city: orNull<string>('string'),
      district: orNull<string>('string'),
      lat: orNull<number>('number'),
      lng: orNull<number>('number'),
      /** false: the position is the quartier's (or city's) centre, not the listing's own. */
      exact: Type.Boolean(),
    }),
    land_type: oneOfOrNull(LAND_TYPES),
    land_title: oneOfOrNull(LAND_TITLES),
    /** A rental's entry costs; null for a sale. */
    entry_costs: Type.Unsafe<Static<typeof EntryCostsSchema> | null>({
      type: ['object', 'null'],
      properties: EntryCostsSchema.properties,
      required: EntryCostsSchema.required,
    }),
    /** The owner's number when they show it ('+237' and 9 digits). */
    contact_phone: orNull<string>('string'),
    /** The main image's URL (middle width). */
    image: orNull<string>('string'),
    /** The other images' URLs (middle width). */
    images: Type.Array(Type.String()),
    /** Every image, the main one first, in every width. */
    media: Type.Array(ProductMediaSchema),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ProductDto' },
);
export type ProductDto = Static<typeof ProductDtoSchema>;

/** 'Publié par': an agent's name and page (`agentSlug`), else the owner's first name; when they joined. */
export const ProductPublisherSchema = Type.Object(
  {
    name: Type.String(),
    agentSlug: orNull<string>('string'),
    /** ISO 8601: 'Membre depuis novembre 2026'. */
    memberSince: Type.String({ format: 'date-time' }),
    /** Their ratings after visits ('4,6 / 5 · 12 avis'); null under three. */
    rating: Type.Unsafe<{ average: number; count: number } | null>({
      type: ['object', 'null'],
      properties: { average: { type: 'number' }, count: { type: 'integer' } },
      required: ['average', 'count'],
    }),
  },
  { title: 'ProductPublisher' },
);
export type ProductPublisher = Static<typeof ProductPublisherSchema>;

/** A listing's page (`/products/public/details/{slug}`): the listing as every answer gives it, and who published it. */
export const ProductDetailSchema = Type.Object(
  {
    ...ProductDtoSchema.properties,
    publisher: Type.Unsafe<ProductPublisher | null>({
      type: ['object', 'null'],
      properties: ProductPublisherSchema.properties,
      required: ProductPublisherSchema.required,
    }),
  },
  { title: 'ProductDetail' },
);
export type ProductDetail = Static<typeof ProductDetailSchema>;
