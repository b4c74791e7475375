import type { Product, ProductInput } from '@immo237/shared/api';
import { entryCostsInput } from './entry-costs';
import { LAND_CATEGORY } from './listing-options';
import type { ListingFormValues } from './listing-schema';

const num = (value: number | '', fallback = 0) => (value === '' ? fallback : value);
// A negative stock, weight or quantity becomes 0 rather than an error.
const notNegative = (value: number | '') => Math.max(0, num(value));

/** Comma-separated tags, trimmed, empties dropped. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The `product_data` of create/update from the form's values (images are added by the caller). */
export function toProductInput(values: ListingFormValues): ProductInput {
  const isLand = values.category === LAND_CATEGORY;
  const isRental = values.offer === 'rent';
  return {
    name: values.name.trim(),
    category: values.category,
    price: num(values.price),
    currency: values.currency,
    status: values.status,
    is_for_sale: values.offer === 'sale',
    features: {
      bedrooms: num(values.bedrooms, 0),
      bathrooms: num(values.bathrooms, 0),
      area: num(values.area, 0),
      areaUnit: values.areaUnit,
    },
    land_type: isLand && values.landType ? values.landType : null,
    land_title: isLand && values.landTitle ? values.landTitle : null,
    // A sale has no entry costs: all null, so a rental turned into a sale keeps none of its old ones.
    entry_costs: isRental
      ? entryCostsInput(values)
      : { advance_months: null, deposit_months: null, agency_fee: null, visit_fee: null },
    // Without a pin (or once removed) lat and lng are null: the API shows the quartier's centre instead.
    location: {
      city: values.city.trim() || null,
      district: values.district.trim() || null,
      lat: values.pin?.lat ?? null,
      lng: values.pin?.lng ?? null,
    },
    description: values.description.trim(),
    conditions: values.conditions.trim(),
    tags: parseTags(values.tags),
    sku: values.sku.trim() || null,
    stock: notNegative(values.stock),
    quantity: notNegative(values.quantity),
    treshold: Math.max(1, num(values.treshold, 1)),
    unit: values.unit || null,
    weight: notNegative(values.weight),
    dimensions: {
      length: notNegative(values.length),
      width: notNegative(values.width),
      height: notNegative(values.height),
    },
  };
}

/** The owner's own pin; a quartier's centre (exact false) is not one. */
function pinOf(product: Product): ListingFormValues['pin'] {
  const { lat, lng, exact } = product.location ?? {};
  return exact && typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/** Edit mode: the form starts from the listing as the API returned it. */
export function valuesFromProduct(product: Product): ListingFormValues {
  return {
    name: product.name,
    category: product.category,
    price: product.price,
    currency: product.currency,
    status: product.status,
    offer: product.is_for_sale ? 'sale' : 'rent',
    bedrooms: product.features?.bedrooms ?? 0,
    bathrooms: product.features?.bathrooms ?? 0,
    area: product.features?.area ?? 0,
    areaUnit: product.features?.areaUnit ?? 'm²',
    landType: product.land_type ?? '',
    landTitle: product.land_title ?? '',
    city: product.location?.city ?? '',
    district: product.location?.district ?? '',
    pin: pinOf(product),
    advanceMonths: product.entry_costs?.advance_months ?? '',
    depositMonths: product.entry_costs?.deposit_months ?? '',
    agencyFee: product.entry_costs?.agency_fee ?? '',
    visitFee: product.entry_costs?.visit_fee ?? '',
    description: product.description ?? '',
    conditions: product.conditions ?? '',
    tags: (product.tags ?? []).join(', '),
    sku: product.sku ?? '',
    stock: product.stock ?? 0,
    quantity: product.quantity ?? 0,
    treshold: product.treshold ?? 1,
    unit: product.unit ?? '',
    weight: product.weight ?? 0,
    length: product.dimensions?.length ?? 0,
    width: product.dimensions?.width ?? 0,
    height: product.dimensions?.height ?? 0,
  };
}
