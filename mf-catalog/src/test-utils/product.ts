import type { Paged, Product } from '@immo237/shared/api';

let counter = 0;

/** A 150 000 FCFA rental's entry costs: 6 months in advance, 2 of deposit, the agency's and the visit's fees. */
export const RENTAL_ENTRY_COSTS = {
  advance_months: 6,
  deposit_months: 2,
  agency_fee: 150_000,
  visit_fee: 10_000,
  total: 1_360_000,
};

/** A listing as the API returns it; override what a test is about. */
export function makeProduct(over: Partial<Product> = {}): Product {
  counter += 1;
  const id = over.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const media = [1, 2, 3, 4, 5].map((n) => ({
    id: `${id}-m${n}`,
    url: `/uploads/products/${id}-${n}-960.webp`,
    srcset: `/uploads/products/${id}-${n}-480.webp 480w, /uploads/products/${id}-${n}-960.webp 960w`,
    sizes: {
      480: `/uploads/products/${id}-${n}-480.webp`,
      960: `/uploads/products/${id}-${n}-960.webp`,
      1600: `/uploads/products/${id}-${n}-1600.webp`,
    },
  }));
  return {
    id,
    name: `Appartement ${counter} à Bonapriso`,
    slug: `appartement-${counter}-bonapriso`,
    description: 'Bel appartement lumineux',
    conditions: 'Caution de 3 mois',
    category: 'Appartement',
    subcategory: null,
    price: 45_000_000,
    currency: 'XAF',
    sku: null,
    stock: 1,
    quantity: 1,
    unit: null,
    treshold: 1,
    variants: [],
    variations: [],
    colors: [],
    sizes: [],
    tags: [],
    weight: 0,
    dimensions: { length: 0, width: 0, height: 0 },
    features: { bedrooms: 3, bathrooms: 2, area: 120, areaUnit: 'm²' },
    is_digital: false,
    is_for_sale: true,
    status: 'ACTIVE',
    moderation: null,
    closed_reason: null,
    owner_verified: false,
    low_price: null,
    confirmed_at: '2026-01-01T00:00:00.000Z',
    reminded_at: null,
    user_id: 'owner',
    location: { city: 'Douala', district: 'Bonapriso', lat: null, lng: null, exact: false },
    land_type: null,
    land_title: null,
    entry_costs: null,
    contact_phone: null,
    image: media[0]!.url,
    images: media.slice(1).map((item) => item.url),
    media,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function paged(
  items: Product[],
  total = items.length,
  page = 1,
  limit = 6,
  capped = false,
): Paged<Product> {
  return { items, total, page, limit, capped };
}
