import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * A listing as the API answers it: exactly what `toProductDto` (repositories/products.ts) returns, field for field.
 * It is the response schema of every route that returns listings, so Fastify serialises them with a compiled
 * serialiser — which drops any field that is not declared here: a field added to `toProductDto` must be added here
 * too (test/routes/products-dto.test.ts compares the two).
 */
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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

export const ProductDtoSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    conditions: Type.String(),
    category: Type.String(),
    subcategory: nullable(Type.String()),
    price: Type.Number(),
    currency: Type.String(),
    sku: nullable(Type.String()),
    stock: Type.Integer(),
    quantity: Type.Integer(),
    unit: nullable(Type.String()),
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
      areaUnit: Type.String(),
    }),
    is_digital: Type.Boolean(),
    is_for_sale: Type.Boolean(),
    status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]),
    /** Set while reports hold the listing off the public pages (issue 15). */
    moderation: nullable(Type.Union([Type.Literal('UNDER_REVIEW'), Type.Literal('HIDDEN')])),
    /** Why an INACTIVE listing was closed. */
    closed_reason: nullable(
      Type.Union([Type.Literal('RENTED'), Type.Literal('SOLD'), Type.Literal('EXPIRED')]),
    ),
    /** 'Annonceur vérifié' (issue 15, point 4). */
    owner_verified: Type.Boolean(),
    /** ISO 8601: the last time the owner said the listing is still available. */
    confirmed_at: Type.String({ format: 'date-time' }),
    reminded_at: nullable(Type.String({ format: 'date-time' })),
    user_id: Type.String({ format: 'uuid' }),
    location: Type.Object({
      city: nullable(Type.String()),
      district: nullable(Type.String()),
      lat: nullable(Type.Number()),
      lng: nullable(Type.Number()),
      /** false: the position is the quartier's (or city's) centre, not the listing's own. */
      exact: Type.Boolean(),
    }),
    land_type: nullable(Type.String()),
    land_title: nullable(
      Type.Union([Type.Literal('titled'), Type.Literal('in_progress'), Type.Literal('none')]),
    ),
    /** A rental's entry costs; null for a sale. */
    entry_costs: nullable(
      Type.Object({
        advance_months: nullable(Type.Integer()),
        deposit_months: nullable(Type.Integer()),
        agency_fee: nullable(Type.Number()),
        visit_fee: nullable(Type.Number()),
        /** rent × (advance + deposit) + commission + visit fees; null when none is given. */
        total: nullable(Type.Number()),
      }),
    ),
    /** The owner's number when they show it ('+237' and 9 digits). */
    contact_phone: nullable(Type.String()),
    /** The main image's URL (middle width). */
    image: nullable(Type.String()),
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
