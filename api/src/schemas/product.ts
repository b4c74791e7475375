import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { findUnstorableString } from '../lib/strings.js';
import { Envelope, errorResponses, StringEnum, uploadWriteErrors } from './common.js';
import { ProductDtoSchema } from './product-dto.js';
import {
  AREA_UNITS,
  CURRENCIES,
  LAND_TITLES,
  LAND_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from './vocabulary.js';

export { CURRENCIES, LAND_TITLES, LAND_TYPES };

/**
 * `type: [T, 'null']`, not TypeBox's `anyOf` of a Nullable: ajv coerces a scalar to the first type of the list
 * (coerceTypes) and reports one error for a wrong type, as product_data's validation always has.
 */
const OrNull = <T extends TSchema>(schema: T) => {
  const { type, ...rest } = schema as unknown as { type: string } & Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
};
const EnumOrNull = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

const money = () => Type.Number({ minimum: 0.01, maximum: 1e13 });
const count = () => Type.Integer({ minimum: 0, maximum: 1_000_000 });
const measure = (maximum = 1e9) => Type.Number({ minimum: 0, maximum });
const shortText = (max: number) => Type.String({ maxLength: max });
const list = () => Type.Array(Type.Unknown(), { maxItems: 50 });
const months = () => OrNull(Type.Integer({ minimum: 0, maximum: 36 }));
const fee = () => OrNull(Type.Number({ minimum: 0, maximum: 1e12 }));
const { Optional } = Type;
const nameField = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const categoryField = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
const priceField = money();

/**
 * `product_data` of update (the multipart field holding JSON, or the JSON body itself): the product record's fields plus
 * location, land type and title and entry costs. Every field is optional: only those given change; `image`/`images`
 * name the existing images to keep, by URL. Validated by `validateProductData` below (its own ajv: every error, in
 * French under 'Données de l’annonce invalides.'), not by Fastify: the route's body is multipart.
 */
export const ListingWriteSchema = Type.Object({
  name: Optional(nameField),
  slug: Optional(Type.String({ minLength: 3, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' })),
  description: Optional(shortText(10_000)),
  conditions: Optional(shortText(5_000)),
  category: Optional(categoryField),
  subcategory: Optional(OrNull(Type.String({ maxLength: 60 }))),
  price: Optional(priceField),
  currency: Optional(StringEnum(CURRENCIES)),
  sku: Optional(OrNull(Type.String({ maxLength: 100 }))),
  stock: Optional(count()),
  quantity: Optional(count()),
  unit: Optional(EnumOrNull(PRODUCT_UNITS)),
  treshold: Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  variants: Optional(list()),
  variations: Optional(list()),
  colors: Optional(Type.Array(shortText(50), { maxItems: 50 })),
  sizes: Optional(Type.Array(shortText(50), { maxItems: 50 })),
  /** A list, or the form's comma-separated text. */
  tags: Optional(Type.Union([Type.Array(shortText(50), { maxItems: 30 }), Type.String({ maxLength: 1500 })])),
  // numeric(12, 3) in the database: 1e9 overflowed it (a 500 found by the fuzz suite).
  weight: Optional(measure(999_999_999)),
  dimensions: Optional(
    Type.Object({
      length: Optional(measure()),
      width: Optional(measure()),
      height: Optional(measure()),
    }),
  ),
  features: Optional(
    Type.Object({
      bedrooms: Optional(Type.Integer({ minimum: 0, maximum: 100 })),
      bathrooms: Optional(Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.5 })),
      area: Optional(OrNull(Type.Number({ minimum: 0, maximum: 1e9 }))),
      areaUnit: Optional(StringEnum(AREA_UNITS)),
    }),
  ),
  is_digital: Optional(Type.Boolean()),
  is_for_sale: Optional(Type.Boolean()),
  status: Optional(StringEnum(PRODUCT_STATUSES)),
  location: Optional(
    Type.Object({
      city: Optional(OrNull(Type.String({ maxLength: 80 }))),
      district: Optional(OrNull(Type.String({ maxLength: 120 }))),
      // The owner's pin (both or neither; null removes it): otherwise the quartier's centre is shown.
      lat: Optional(OrNull(Type.Number({ minimum: -90, maximum: 90 }))),
      lng: Optional(OrNull(Type.Number({ minimum: -180, maximum: 180 }))),
    }),
  ),
  land_type: Optional(EnumOrNull(LAND_TYPES)),
  land_title: Optional(EnumOrNull(LAND_TITLES)),
  entry_costs: Optional(
    Type.Object({
      advance_months: Optional(months()),
      deposit_months: Optional(months()),
      agency_fee: Optional(fee()),
      visit_fee: Optional(fee()),
    }),
  ),
  image: Optional(OrNull(Type.String({ maxLength: 500 }))),
  images: Optional(Type.Array(shortText(500), { maxItems: 10 })),
});
/** `product_data` of update; a create's, once valid, is one too. */
export type ListingWriteBody = Static<typeof ListingWriteSchema>;
/** The name services/places.ts reads `location` from. */
export type ProductData = ListingWriteBody;

/** `product_data` of create: the same fields, with name, category and price required. */
export const ListingCreateSchema = Type.Object({
  ...ListingWriteSchema.properties,
  name: nameField,
  category: categoryField,
  price: priceField,
});
export type ListingCreateBody = Static<typeof ListingCreateSchema>;

const ajv = new Ajv({ removeAdditional: 'all', coerceTypes: true, allErrors: true, strict: false });
const validateCreate = ajv.compile<ListingCreateBody>(ListingCreateSchema);
const validateUpdate = ajv.compile<ListingWriteBody>(ListingWriteSchema);

export function validateProductData(data: unknown, mode: 'create' | 'update') {
  const bad = findUnstorableString(data);
  if (bad !== null) {
    return {
      ok: false as const,
      errors: [{ path: bad, message: 'caractère interdit (NUL ou UTF-16 invalide)', params: {} }],
    };
  }
  const validate = mode === 'create' ? validateCreate : validateUpdate;
  if (validate(data)) return { ok: true as const, data: data as ListingWriteBody };
  return {
    ok: false as const,
    errors: (validate.errors ?? []).map((e) => ({
      path: e.instancePath,
      message: e.message,
      params: e.params,
    })),
  };
}

/** The multipart form of create/update: product_data as a JSON text field, then the image files. */
const ListingForm = <T extends TSchema>(productData: T) =>
  Type.Object({
    product_data: productData,
    image: Optional(Type.String({ format: 'binary', description: 'The main image (JPEG, PNG or WebP)' })),
    images: Optional(
      Type.Array(Type.String({ format: 'binary' }), { description: 'Secondary images, the field repeated' }),
    ),
  });

/**
 * The request bodies as /api/docs documents them. The route gives these to swagger only (`config.swaggerTransform`):
 * Fastify never sees a multipart body, `validateProductData` validates product_data.
 */
export const listingWriteBodies = {
  create: { content: { 'multipart/form-data': { schema: ListingForm(ListingCreateSchema) } } },
  update: {
    content: {
      'multipart/form-data': { schema: ListingForm(ListingWriteSchema) },
      'application/json': { schema: ListingWriteSchema },
    },
  },
} as const;

export const listingWriteResponses = {
  create: {
    201: Envelope(ProductDtoSchema, 'CREATED_SUCCESSFULLY'),
    ...uploadWriteErrors,
  },
  update: {
    200: Envelope(ProductDtoSchema, 'UPDATED_SUCCESSFULLY'),
    ...uploadWriteErrors,
    ...errorResponses(403, 404),
  },
  remove: {
    200: Envelope(Type.Object({ id: Type.String() }), 'DELETED_SUCCESSFULLY'),
    ...errorResponses(401, 403, 404, 429),
  },
} as const;
