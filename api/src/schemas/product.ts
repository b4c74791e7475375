import { Ajv } from 'ajv';
import { findUnstorableString } from '../lib/strings.js';
import {
  AREA_UNITS,
  CURRENCIES,
  LAND_TITLES,
  LAND_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from './vocabulary.js';

const money = { type: 'number', minimum: 0.01, maximum: 1e13 } as const;
const count = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
const measure = { type: 'number', minimum: 0, maximum: 1e9 } as const;
const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;
const list = { type: 'array', maxItems: 50, items: {} } as const;

export { CURRENCIES, LAND_TITLES, LAND_TYPES };
const months = { type: ['integer', 'null'], minimum: 0, maximum: 36 } as const;
const fee = { type: ['number', 'null'], minimum: 0, maximum: 1e12 } as const;

/** product_data of create/update (multipart field holding JSON): spec section 3 fields plus location and land_type. */
export const productDataSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    slug: { type: 'string', minLength: 3, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    description: shortText(10_000),
    conditions: shortText(5_000),
    category: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
    subcategory: { type: ['string', 'null'], maxLength: 60 },
    price: money,
    currency: { type: 'string', enum: CURRENCIES },
    sku: { type: ['string', 'null'], maxLength: 100 },
    stock: count,
    quantity: count,
    unit: { type: ['string', 'null'], enum: [...PRODUCT_UNITS, null] },
    treshold: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    variants: list,
    variations: list,
    colors: { type: 'array', maxItems: 50, items: shortText(50) },
    sizes: { type: 'array', maxItems: 50, items: shortText(50) },
    tags: {
      anyOf: [
        { type: 'array', maxItems: 30, items: shortText(50) },
        { type: 'string', maxLength: 1500 },
      ],
    },
    // numeric(12, 3) in the database: 1e9 overflowed it (a 500 found by the fuzz suite).
    weight: { ...measure, maximum: 999_999_999 },
    dimensions: {
      type: 'object',
      properties: { length: measure, width: measure, height: measure },
    },
    features: {
      type: 'object',
      properties: {
        bedrooms: { type: 'integer', minimum: 0, maximum: 100 },
        bathrooms: { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.5 },
        area: { type: ['number', 'null'], minimum: 0, maximum: 1e9 },
        areaUnit: { type: 'string', enum: AREA_UNITS },
      },
    },
    is_digital: { type: 'boolean' },
    is_for_sale: { type: 'boolean' },
    status: { type: 'string', enum: PRODUCT_STATUSES },
    location: {
      type: 'object',
      properties: {
        city: { type: ['string', 'null'], maxLength: 80 },
        district: { type: ['string', 'null'], maxLength: 120 },
        // The owner's pin (both or neither; null removes it): otherwise the quartier's centre is shown.
        lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
        lng: { type: ['number', 'null'], minimum: -180, maximum: 180 },
      },
    },
    land_type: { type: ['string', 'null'], enum: [...LAND_TYPES, null] },
    land_title: { type: ['string', 'null'], enum: [...LAND_TITLES, null] },
    entry_costs: {
      type: 'object',
      properties: { advance_months: months, deposit_months: months, agency_fee: fee, visit_fee: fee },
    },
    image: { type: ['string', 'null'], maxLength: 500 },
    images: { type: 'array', maxItems: 10, items: shortText(500) },
  },
} as const;

export interface ProductData {
  name?: string;
  slug?: string;
  description?: string;
  conditions?: string;
  category?: string;
  subcategory?: string | null;
  price?: number;
  currency?: string;
  sku?: string | null;
  stock?: number;
  quantity?: number;
  unit?: string | null;
  treshold?: number;
  variants?: unknown[];
  variations?: unknown[];
  colors?: string[];
  sizes?: string[];
  tags?: string[] | string;
  weight?: number;
  dimensions?: { length?: number; width?: number; height?: number };
  features?: { bedrooms?: number; bathrooms?: number; area?: number | null; areaUnit?: string };
  is_digital?: boolean;
  is_for_sale?: boolean;
  status?: 'ACTIVE' | 'INACTIVE';
  location?: { city?: string | null; district?: string | null; lat?: number | null; lng?: number | null };
  land_type?: string | null;
  land_title?: string | null;
  entry_costs?: {
    advance_months?: number | null;
    deposit_months?: number | null;
    agency_fee?: number | null;
    visit_fee?: number | null;
  };
  image?: string | null;
  images?: string[];
}

const ajv = new Ajv({ removeAdditional: 'all', coerceTypes: true, allErrors: true, strict: false });
const validateCreate = ajv.compile({ ...productDataSchema, required: ['name', 'category', 'price'] });
const validateUpdate = ajv.compile(productDataSchema);

export function validateProductData(data: unknown, mode: 'create' | 'update') {
  const bad = findUnstorableString(data);
  if (bad !== null) {
    return {
      ok: false as const,
      errors: [{ path: bad, message: 'caractère interdit (NUL ou UTF-16 invalide)', params: {} }],
    };
  }
  const validate = mode === 'create' ? validateCreate : validateUpdate;
  if (validate(data)) return { ok: true as const, data: data as ProductData };
  return {
    ok: false as const,
    errors: (validate.errors ?? []).map((e) => ({
      path: e.instancePath,
      message: e.message,
      params: e.params,
    })),
  };
}
