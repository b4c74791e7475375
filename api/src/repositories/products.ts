import type { Queryable } from '../lib/db.js';

export interface StoredImage {
  id: string;
  widths: number[];
}

export interface ProductRow {
  id: string;
  user_id: string;
  name: string;
  slug: string;
  description: string;
  conditions: string;
  category: string;
  subcategory: string | null;
  price: number;
  currency: string;
  sku: string | null;
  stock: number;
  quantity: number;
  unit: string | null;
  treshold: number;
  variants: unknown[];
  variations: unknown[];
  colors: unknown[];
  sizes: unknown[];
  tags: string[];
  weight: number;
  dimensions: { length: number; width: number; height: number };
  bedrooms: number;
  bathrooms: number;
  area: number | null;
  area_unit: string;
  is_digital: boolean;
  is_for_sale: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  city: string | null;
  district: string | null;
  land_type: string | null;
  image: StoredImage | null;
  images: StoredImage[];
  created_at: Date;
  updated_at: Date;
}

/** numeric columns come back as strings from pg: cast them once here, for both drivers. */
export const PRODUCT_COLUMNS = `id, user_id, name, slug, description, conditions, category, subcategory,
  price::float8 AS price, currency, sku, stock, quantity, unit, treshold, variants, variations, colors, sizes, tags,
  weight::float8 AS weight, dimensions, bedrooms, bathrooms::float8 AS bathrooms, area::float8 AS area, area_unit,
  is_digital, is_for_sale, status, city, district, land_type, image, images, created_at, updated_at`;

export const imageKey = (id: string, width: number) => `products/${id}-${width}.webp`;

export function imageDto(image: StoredImage, url: (key: string) => string) {
  const sizes = Object.fromEntries(image.widths.map((w) => [String(w), url(imageKey(image.id, w))]));
  const middle = image.widths[Math.min(1, image.widths.length - 1)] ?? image.widths[0] ?? 960;
  return {
    id: image.id,
    url: url(imageKey(image.id, middle)),
    srcset: image.widths.map((w) => `${url(imageKey(image.id, w))} ${w}w`).join(', '),
    sizes,
  };
}

/** The product as the client reads it: spec section 3 fields, plus location, land_type and image sizes. */
export function toProductDto(row: ProductRow, url: (key: string) => string) {
  const main = row.image ? imageDto(row.image, url) : null;
  const others = row.images.map((img) => imageDto(img, url));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    conditions: row.conditions,
    category: row.category,
    subcategory: row.subcategory,
    price: row.price,
    currency: row.currency,
    sku: row.sku,
    stock: row.stock,
    quantity: row.quantity,
    unit: row.unit,
    treshold: row.treshold,
    variants: row.variants,
    variations: row.variations,
    colors: row.colors,
    sizes: row.sizes,
    tags: row.tags,
    weight: row.weight,
    dimensions: row.dimensions,
    features: {
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      area: row.area ?? 0,
      areaUnit: row.area_unit,
    },
    is_digital: row.is_digital,
    is_for_sale: row.is_for_sale,
    status: row.status,
    user_id: row.user_id,
    location: { city: row.city, district: row.district },
    land_type: row.land_type,
    image: main?.url ?? null,
    images: others.map((i) => i.url),
    media: main ? [main, ...others] : others,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface SearchFilters {
  page: number;
  limit: number;
  query?: string;
  priceMin?: number;
  priceMax?: number;
  type?: string;
  category?: string;
  bedrooms?: number;
  bathrooms?: number;
  areaMin?: number;
  areaMax?: number;
  forSale?: boolean;
  excludeLand?: boolean;
  landType?: string;
  city?: string;
  sort?: string;
  /** My listings: a user's own, ACTIVE and INACTIVE. */
  ownerId?: string;
}

/** Search types of spec section 3 (apartment, house, studio, loft) cover several listing categories. */
const TYPE_CATEGORIES: Record<string, string[]> = {
  apartment: ['appartement'],
  house: ['maison', 'villa', 'duplex', 'triplex', 'pavillon'],
  studio: ['studio', 'chambre'],
  loft: ['loft'],
  land: ['terrain'],
};

const SORTS: Record<string, string> = {
  recent: 'created_at DESC, id DESC',
  price_asc: 'price ASC, id ASC',
  price_desc: 'price DESC, id DESC',
  area_asc: 'area ASC NULLS LAST, id ASC',
  area_desc: 'area DESC NULLS LAST, id DESC',
};

export const SORT_VALUES = [...Object.keys(SORTS), 'price-asc', 'price-desc', 'area-asc', 'area-desc'];

export async function searchProducts(db: Queryable, f: SearchFilters) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.ownerId) where.push(`user_id = ${add(f.ownerId)}`);
  else where.push(`status = 'ACTIVE'`);
  // Every word must match: accent- and case-insensitively inside a word (pg_trgm), or by French stem.
  const words = (f.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const p = add(word);
    where.push(
      `(search_text LIKE '%' || public.immo_fold(${p}) || '%'
        OR search_tsv @@ plainto_tsquery('french'::regconfig, public.immo_fold(${p})))`,
    );
  }
  if (f.priceMin !== undefined) where.push(`price >= ${add(f.priceMin)}`);
  if (f.priceMax !== undefined) where.push(`price <= ${add(f.priceMax)}`);
  const type = f.type ?? f.category;
  if (type) {
    const categories = TYPE_CATEGORIES[type.toLowerCase()] ?? [type.toLowerCase()];
    where.push(`lower(category) = ANY(${add(categories)}::text[])`);
  }
  if (f.bedrooms !== undefined) where.push(`bedrooms >= ${add(f.bedrooms)}`);
  if (f.bathrooms !== undefined) where.push(`bathrooms >= ${add(f.bathrooms)}`);
  if (f.areaMin !== undefined) where.push(`area >= ${add(f.areaMin)}`);
  if (f.areaMax !== undefined) where.push(`area <= ${add(f.areaMax)}`);
  if (f.forSale !== undefined) where.push(`is_for_sale = ${add(f.forSale)}`);
  if (f.excludeLand) where.push(`lower(category) <> 'terrain'`);
  if (f.landType) where.push(`land_type = ${add(f.landType)}`);
  if (f.city) where.push(`public.immo_fold(city) = public.immo_fold(${add(f.city)})`);

  const whereSql = where.join(' AND ');
  const order = SORTS[(f.sort ?? 'recent').replace('-', '_')] ?? SORTS.recent;
  const countParams = [...params];
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE ${whereSql} ORDER BY ${order}
     LIMIT ${add(f.limit)} OFFSET ${add((f.page - 1) * f.limit)}`,
    params,
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products WHERE ${whereSql}`,
    countParams,
  );
  return { rows, total: count?.total ?? 0 };
}

export const findProduct = async (db: Queryable, column: 'id' | 'slug', value: string) =>
  (await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE ${column} = $1`, [value]))[0];
