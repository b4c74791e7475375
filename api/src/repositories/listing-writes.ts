import type { Queryable } from '../lib/db.js';
import type { ListingWriteBody } from '../schemas/product.js';
import { PRODUCT_COLUMNS, type ProductRow } from './products.js';

const tagsOf = (tags: ListingWriteBody['tags']) =>
  (typeof tags === 'string' ? tags.split(',') : (tags ?? []))
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 30);

const pick = <T>(given: T | null | undefined, current: T | null | undefined): T | null =>
  given !== undefined ? given : (current ?? null);

/** Column values from validated product data merged over the current row (create: over the defaults). */
export function listingColumns(d: ListingWriteBody, current?: ProductRow) {
  const f = d.features ?? {};
  const dims = { length: 0, width: 0, height: 0, ...current?.dimensions, ...d.dimensions };
  return {
    name: (d.name ?? current?.name ?? '').trim(),
    description: d.description ?? current?.description ?? '',
    conditions: d.conditions ?? current?.conditions ?? '',
    category: (d.category ?? current?.category ?? '').trim(),
    subcategory: d.subcategory !== undefined ? d.subcategory : (current?.subcategory ?? null),
    price: d.price ?? current?.price ?? 0,
    currency: d.currency ?? current?.currency ?? 'XAF',
    sku: d.sku !== undefined ? d.sku : (current?.sku ?? null),
    stock: d.stock ?? current?.stock ?? 0,
    quantity: d.quantity ?? current?.quantity ?? 0,
    unit: d.unit !== undefined ? d.unit : (current?.unit ?? null),
    treshold: d.treshold ?? current?.treshold ?? 1,
    variants: JSON.stringify(d.variants ?? current?.variants ?? []),
    variations: JSON.stringify(d.variations ?? current?.variations ?? []),
    colors: JSON.stringify(d.colors ?? current?.colors ?? []),
    sizes: JSON.stringify(d.sizes ?? current?.sizes ?? []),
    tags: d.tags !== undefined ? tagsOf(d.tags) : (current?.tags ?? []),
    weight: d.weight ?? current?.weight ?? 0,
    dimensions: JSON.stringify(dims),
    bedrooms: f.bedrooms ?? current?.bedrooms ?? 1,
    bathrooms: f.bathrooms ?? current?.bathrooms ?? 1,
    area: f.area !== undefined ? f.area : (current?.area ?? 0),
    area_unit: f.areaUnit ?? current?.area_unit ?? 'm²',
    is_digital: d.is_digital ?? current?.is_digital ?? false,
    is_for_sale: d.is_for_sale ?? current?.is_for_sale ?? true,
    status: d.status ?? current?.status ?? 'ACTIVE',
    city: d.location?.city !== undefined ? d.location.city : (current?.city ?? null),
    district: d.location?.district !== undefined ? d.location.district : (current?.district ?? null),
    land_type: d.land_type !== undefined ? d.land_type : (current?.land_type ?? null),
    land_title: d.land_title !== undefined ? d.land_title : (current?.land_title ?? null),
    advance_months: pick(d.entry_costs?.advance_months, current?.advance_months),
    deposit_months: pick(d.entry_costs?.deposit_months, current?.deposit_months),
    agency_fee: pick(d.entry_costs?.agency_fee, current?.agency_fee),
    visit_fee: pick(d.entry_costs?.visit_fee, current?.visit_fee),
  };
}
export type ListingColumns = ReturnType<typeof listingColumns>;

/** The position columns (services/places.ts's listingPosition). */
interface ListingPosition {
  lat: number | null;
  lng: number | null;
  pin_exact: boolean;
}

/** A new listing's row: its columns, images (JSON text), position and what it carries of its owner. */
export type ListingInsert = ListingColumns &
  ListingPosition & {
    id: string;
    user_id: string;
    slug: string;
    image: string;
    images: string;
    confirmed_at: Date;
    owner_verified: boolean;
    owner_phone: string | null;
  };

/** An edit's columns: the same, with the freshness count started again. */
export type ListingUpdate = ListingColumns &
  ListingPosition & {
    slug: string;
    image: string;
    images: string;
    confirmed_at: Date;
    reminded_at: null;
    closed_reason: ProductRow['closed_reason'];
  };

/** The answer of a write the unique slug index refused (two writes of one slug at once). */
export const SLUG_TAKEN = 'slug-taken';

const uniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM products WHERE slug = $1', [slug]);
  return !!row;
}

/** What a new listing carries of its owner: the verified badge, and the number when they show it. */
export async function ownerBadges(db: Queryable, userId: string) {
  const [row] = await db.query<{ verified: boolean; phone: string | null }>(
    `SELECT verified_at IS NOT NULL AS verified, CASE WHEN show_phone THEN phone END AS phone
       FROM users WHERE id = $1`,
    [userId],
  );
  return { verified: !!row?.verified, phone: row?.phone ?? null };
}

/** The listing a statement wrote, or SLUG_TAKEN when the unique slug index refused it. */
async function writtenOrSlugTaken(write: Promise<ProductRow[]>): Promise<ProductRow | typeof SLUG_TAKEN> {
  try {
    return (await write)[0] as ProductRow;
  } catch (err) {
    if (uniqueViolation(err)) return SLUG_TAKEN;
    throw err;
  }
}

export function insertListing(db: Queryable, values: ListingInsert): Promise<ProductRow | typeof SLUG_TAKEN> {
  const keys = Object.keys(values);
  return writtenOrSlugTaken(
    db.query<ProductRow>(
      `INSERT INTO products (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING ${PRODUCT_COLUMNS}`,
      Object.values(values),
    ),
  );
}

export function updateListing(
  db: Queryable,
  id: string,
  values: ListingUpdate,
): Promise<ProductRow | typeof SLUG_TAKEN> {
  const keys = Object.keys(values);
  return writtenOrSlugTaken(
    db.query<ProductRow>(
      `UPDATE products SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now()
       WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
      [id, ...Object.values(values)],
    ),
  );
}

export async function deleteListing(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1', [id]);
}
