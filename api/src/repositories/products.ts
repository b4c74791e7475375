import type { Queryable } from '../lib/db.js';
import { escapeLike } from '../lib/strings.js';
import type { SearchQuery } from '../schemas/search.js';
import type { AREA_UNITS, CURRENCIES, LAND_TYPES, PRODUCT_UNITS } from '../schemas/vocabulary.js';

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
  currency: (typeof CURRENCIES)[number];
  sku: string | null;
  stock: number;
  quantity: number;
  unit: (typeof PRODUCT_UNITS)[number] | null;
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
  area_unit: (typeof AREA_UNITS)[number];
  is_digital: boolean;
  is_for_sale: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  city: string | null;
  district: string | null;
  land_type: (typeof LAND_TYPES)[number] | null;
  /** The position shown: the owner's pin when pin_exact, else the quartier's or city's centre. */
  lat: number | null;
  lng: number | null;
  pin_exact: boolean;
  /** A rental's entry costs (months of rent in advance and as deposit, agency commission, visit fees). */
  advance_months: number | null;
  deposit_months: number | null;
  agency_fee: number | null;
  visit_fee: number | null;
  /** rent × (advance + deposit) + commission + visit fees; null for a sale or a rental that gives none. */
  entry_total: number | null;
  /** A plot's land title: 'titled', 'in_progress' or 'none'. */
  land_title: 'titled' | 'in_progress' | 'none' | null;
  /** The owner's number when they show it on their listings ('+237' and 9 digits). */
  owner_phone: string | null;
  /** Set while reports hold the listing off the public pages: 'UNDER_REVIEW', or 'HIDDEN' for good. */
  moderation: 'UNDER_REVIEW' | 'HIDDEN' | null;
  /** The owner's account is disabled by an administrator: off the public pages until it is reactivated. */
  owner_disabled: boolean;
  /** The owner is a verified advertiser: 'Annonceur vérifié' on cards and details. */
  owner_verified: boolean;
  /** Last time the owner said the listing is still available (created, edited, confirmed), for freshness reminders. */
  confirmed_at: Date;
  /** When the 'still available?' reminder went out; null until it does, and again once the owner confirms. */
  reminded_at: Date | null;
  /** Why an INACTIVE listing was closed: rented or sold by its owner, or expired without confirmation. */
  closed_reason: 'RENTED' | 'SOLD' | 'EXPIRED' | null;
  /** The quartier's median the price is far below (the low-price check of /prix's figures); null when it is not. */
  low_price_median: number | null;
  image: StoredImage | null;
  images: StoredImage[];
  created_at: Date;
  updated_at: Date;
}

/** numeric columns come back as strings from pg: cast them once here, for both drivers. */
export const PRODUCT_COLUMNS = `id, user_id, name, slug, description, conditions, category, subcategory,
  price::float8 AS price, currency, sku, stock, quantity, unit, treshold, variants, variations, colors, sizes, tags,
  weight::float8 AS weight, dimensions, bedrooms, bathrooms::float8 AS bathrooms, area::float8 AS area, area_unit,
  is_digital, is_for_sale, status, city, district, land_type, lat, lng, pin_exact, advance_months, deposit_months,
  agency_fee::float8 AS agency_fee, visit_fee::float8 AS visit_fee, entry_total::float8 AS entry_total, land_title,
  owner_phone, moderation, owner_disabled, owner_verified, confirmed_at, reminded_at, closed_reason,
  low_price_median::float8 AS low_price_median, image, images, created_at, updated_at`;

/**
 * What the public pages show: an ACTIVE listing that no report holds back. The one definition for every public
 * read (search, details, favourites, messages to an owner); `alias` qualifies the columns in a join.
 */
export const publicListing = (alias = '') => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('status')} = 'ACTIVE' AND ${column('moderation')} IS NULL AND NOT ${column('owner_disabled')}`;
};

export const isPublicListing = (row: Pick<ProductRow, 'status' | 'moderation' | 'owner_disabled'>) =>
  row.status === 'ACTIVE' && !row.moderation && !row.owner_disabled;

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

/** The product as the client reads it: the product record's fields, plus location, land_type and image sizes. */
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
    moderation: row.moderation ?? null,
    closed_reason: row.closed_reason ?? null,
    owner_verified: row.owner_verified,
    // A verified advertiser's low price is for the moderators only.
    low_price: row.low_price_median !== null && !row.owner_verified ? { median: row.low_price_median } : null,
    confirmed_at: row.confirmed_at.toISOString(),
    reminded_at: row.reminded_at ? row.reminded_at.toISOString() : null,
    user_id: row.user_id,
    location: {
      city: row.city,
      district: row.district,
      lat: row.lat,
      lng: row.lng,
      // false: the position is the quartier's (or city's) centre, not the listing's own.
      exact: row.pin_exact,
    },
    land_type: row.land_type,
    land_title: row.land_title,
    entry_costs: row.is_for_sale
      ? null
      : {
          advance_months: row.advance_months,
          deposit_months: row.deposit_months,
          agency_fee: row.agency_fee,
          visit_fee: row.visit_fee,
          total: row.entry_total,
        },
    contact_phone: row.owner_phone,
    image: main?.url ?? null,
    images: others.map((i) => i.url),
    media: main ? [main, ...others] : others,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * What a search reads: the public search's query (schemas/search.ts, its one definition) with the schema's defaults
 * filled in, and the filters only the API sets (an owner's own listings, an alert's new listings).
 */
export type SearchFilters = Omit<SearchQuery, 'page' | 'limit'> & {
  page: number;
  limit: number;
  /** My listings: a user's own, ACTIVE and INACTIVE. */
  ownerId?: string;
  /** Alerts: listings published (made public) at or after this date... */
  publishedAfter?: Date;
  /** ...that this alert has not announced yet. */
  notSentForAlert?: string;
};

/** Search types (apartment, house, studio, loft) cover several listing categories. */
const TYPE_CATEGORIES: Record<string, string[]> = {
  apartment: ['appartement'],
  house: ['maison', 'villa', 'duplex', 'triplex', 'pavillon'],
  studio: ['studio', 'chambre'],
  loft: ['loft'],
  land: ['terrain'],
};

/**
 * Qualified with the table on purpose: the select list casts `price::float8 AS price` (and area), and a bare
 * `ORDER BY price` would name that output expression, which no index provides — every search then sorted all of
 * its matches. `products.price` is the column, in the order of the partial btree indexes, so a page is read from an
 * index in order and stops after `limit` rows.
 */
const SORTS: Record<string, string> = {
  recent: 'products.created_at DESC, products.id DESC',
  price_asc: 'products.price ASC, products.id ASC',
  price_desc: 'products.price DESC, products.id DESC',
  area_asc: 'products.area ASC NULLS LAST, products.id ASC',
  area_desc: 'products.area DESC NULLS LAST, products.id DESC',
};

/**
 * Exact totals already counted, per database handle: a count is reused while the listings' data version
 * (products_version, moved on by every statement that changes a product — migration 003) is the one it was counted
 * at, so it is never stale, on one API process or several. The key is the filter (WHERE and its values), not the
 * page or the sort: paging through a result set or re-running a popular search counts once.
 */
const COUNT_CACHE_SIZE = 1000;
const countCaches = new WeakMap<
  Queryable,
  Map<string, { version: string; total: number; capped: boolean }>
>();

/**
 * A public search counts its matches exactly up to this many past the start of the page asked for, and says
 * "more than" beyond (as large portals show '100+ résultats'): counting every match of a broad
 * search costs its whole index range (24 ms for 1 162 matches among 100 000 listings), counting the first few
 * stops early (under 1 ms). An owner's own listings are always counted exactly.
 */
export const COUNT_AHEAD = 100;

function countCache(db: Queryable) {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  return cache;
}

export interface SearchSql {
  /** The page: PRODUCT_COLUMNS and the data version, filtered, sorted, LIMIT and OFFSET. */
  page: { sql: string; params: unknown[] };
  /** The total of the same filter (up to `countCap` + 1 when capped), with the data version. */
  count: { sql: string; params: unknown[] };
  /** The most the count reports exactly (null: no cap); a count past it is reported as "more than countCap". */
  countCap: number | null;
  /** The filter alone (WHERE and its values): the key of a cached count. */
  key: string;
  /** The WHERE clause and its values, for statements built on the same filter (alerts record what they sent). */
  where: { sql: string; params: unknown[] };
  offset: number;
}

/** `bbox=west,south,east,north` (degrees, as map libraries give their bounds); undefined when absent. */
export function parseBbox(value: string | undefined) {
  if (!value) return undefined;
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  return { west, south, east, north };
}

/** The two statements a search runs (exported so that the benchmark can EXPLAIN exactly these). */
export function searchSql(f: SearchFilters): SearchSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.ownerId) where.push(`user_id = ${add(f.ownerId)}`);
  else where.push(publicListing());
  // Every word must match: accent- and case-insensitively inside a word (pg_trgm), or by French stem.
  const words = (f.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const literal = add(escapeLike(word));
    const p = add(word);
    where.push(
      `(search_text LIKE '%' || public.immo_fold(${literal}) || '%'
        OR search_tsv @@ plainto_tsquery('french'::regconfig, public.immo_fold(${p})))`,
    );
  }
  if (f.priceMin !== undefined) where.push(`price >= ${add(f.priceMin)}`);
  if (f.priceMax !== undefined) where.push(`price <= ${add(f.priceMax)}`);
  const type = f.type ?? f.category;
  if (type) {
    const key = type.toLowerCase();
    // Own keys only: '__proto__' or 'constructor' must be a category name like any other, not Object's.
    const categories = Object.hasOwn(TYPE_CATEGORIES, key) ? (TYPE_CATEGORIES[key] as string[]) : [key];
    where.push(`lower(category) = ANY(${add(categories)}::text[])`);
  }
  if (f.bedrooms !== undefined) where.push(`bedrooms >= ${add(f.bedrooms)}`);
  if (f.bathrooms !== undefined) where.push(`bathrooms >= ${add(f.bathrooms)}`);
  if (f.areaMin !== undefined) where.push(`area >= ${add(f.areaMin)}`);
  if (f.areaMax !== undefined) where.push(`area <= ${add(f.areaMax)}`);
  if (f.forSale !== undefined) where.push(`is_for_sale = ${add(f.forSale)}`);
  if (f.excludeLand) where.push(`lower(category) <> 'terrain'`);
  if (f.landType) where.push(`land_type = ${add(f.landType)}`);
  if (f.verified === '1' || f.verified === 'true') where.push('owner_verified');
  if (f.city) where.push(`public.immo_fold(city) = public.immo_fold(${add(f.city)})`);
  if (f.district) where.push(`public.immo_fold(district) = public.immo_fold(${add(f.district)})`);
  if (f.entryMax !== undefined) where.push(`entry_total <= ${add(f.entryMax)}`);
  if (f.landTitle) where.push(`land_title = ${add(f.landTitle)}`);
  const box = parseBbox(f.bbox);
  if (box) {
    where.push(`lat BETWEEN ${add(box.south)} AND ${add(box.north)}`);
    where.push(`lng BETWEEN ${add(box.west)} AND ${add(box.east)}`);
  }
  if (f.publishedAfter) where.push(`published_at >= ${add(f.publishedAfter)}`);
  if (f.notSentForAlert)
    where.push(
      `NOT EXISTS (SELECT 1 FROM alert_sent s WHERE s.alert_id = ${add(f.notSentForAlert)} AND s.product_id = products.id)`,
    );

  const whereSql = where.join(' AND ');
  const order = SORTS[(f.sort ?? 'recent').replace('-', '_')] ?? SORTS.recent;
  const countParams = [...params];
  const offset = (f.page - 1) * f.limit;
  // The data version is read in the same statement as the rows, so in the same snapshot.
  const version = '(SELECT n FROM products_version)::text AS data_version';
  // The cap is a value of the statement, so one plan serves every page; it stops the scan at the first cap + 1.
  const countCap = f.ownerId ? null : offset + COUNT_AHEAD;
  const countSql =
    countCap === null
      ? `SELECT count(*)::int AS total, ${version} FROM products WHERE ${whereSql}`
      : // In the page's own order: the planner then walks the page's index and stops at cap + 1 (0.3 ms at
        // 100 000 listings); without it, it may build a bitmap of every match first (4 ms, pgbench 302 vs 2 688/s).
        `SELECT count(*)::int AS total, ${version}
          FROM (SELECT 1 FROM products WHERE ${whereSql} ORDER BY ${order} LIMIT $${countParams.length + 1}) AS matches`;
  return {
    page: {
      sql: `SELECT ${PRODUCT_COLUMNS}, ${version} FROM products WHERE ${whereSql}
        ORDER BY ${order} LIMIT ${add(f.limit)} OFFSET ${add(offset)}`,
      params,
    },
    count: { sql: countSql, params: countCap === null ? countParams : [...countParams, countCap + 1] },
    countCap,
    key: `${whereSql}\u0000${JSON.stringify(countParams)}`,
    where: { sql: whereSql, params: [...countParams] },
    offset,
  };
}

export interface SearchResult {
  rows: (ProductRow & { data_version: string })[];
  /** How many listings match; with `capped`, a floor: more than this match. */
  total: number;
  /** The count stopped at its cap (SearchSql.countCap): more than `total` listings match. */
  capped: boolean;
  /**
   * The data version that both the rows and the total belong to (the page's snapshot, when the total was derived
   * from it or counted at the same version); null when it is not known (no rows) or the two differ (a listing
   * changed between the two statements). An answer is reusable while the catalogue is at this version.
   */
  version: string | null;
}

export async function searchProducts(
  db: Queryable,
  f: SearchFilters,
  statements: SearchSql = searchSql(f),
): Promise<SearchResult> {
  const { page, count: countSql, countCap, key, offset } = statements;
  const rows = await db.query<ProductRow & { data_version: string }>(page.sql, page.params);
  const version = rows[0]?.data_version ?? null;
  // A short page tells the total by itself: no count.
  if (rows.length > 0 && rows.length < f.limit)
    return { rows, total: offset + rows.length, capped: false, version };
  if (rows.length === 0 && offset === 0) return { rows, total: 0, capped: false, version };
  /** A count (exact, or stopped at its own cap) as this page reports it: at most this page's cap. */
  const reported = (counted: { total: number; capped: boolean }) =>
    countCap !== null && (counted.capped || counted.total > countCap)
      ? { total: Math.min(counted.total, countCap), capped: true }
      : { total: counted.total, capped: false };
  const cache = countCache(db);
  const cached = cache.get(key);
  // A count kept for this filter serves when it is exact, or when it went at least as far as this page's cap.
  if (
    cached &&
    version !== null &&
    cached.version === version &&
    (!cached.capped || (countCap !== null && cached.total >= countCap))
  ) {
    cache.delete(key);
    cache.set(key, cached);
    return { rows, ...reported(cached), version };
  }
  // The same indexed predicate as the page (plans: docs/PERFORMANCE.md, "API scaling").
  const [count] = await db.query<{ total: number; data_version: string }>(countSql.sql, countSql.params);
  const counted = {
    total: Math.min(count?.total ?? 0, countCap ?? Infinity),
    capped: countCap !== null && (count?.total ?? 0) > countCap,
  };
  if (count) {
    cache.delete(key);
    cache.set(key, { version: count.data_version, ...counted });
    if (cache.size > COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return { rows, ...reported(counted), version: count && count.data_version === version ? version : null };
}

export const findProduct = async (db: Queryable, column: 'id' | 'slug', value: string) =>
  (await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE ${column} = $1`, [value]))[0];

/**
 * The catalogue's data version: moved on by every statement that changes a listing (migration 003's triggers).
 * The shell's server keeps rendered pages while it stays the same.
 */
export async function productsVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ n: string }>('SELECT n::text AS n FROM products_version');
  return row?.n ?? '0';
}

const versionReads = new WeakMap<Queryable, Promise<string>>();

/**
 * productsVersion for a request that wants to reuse an answer: the callers of one turn of the event loop share one
 * read, sent after all of them arrived (on the next `setImmediate`), so it still sees every change committed before
 * any of them came in — as fresh as a read of its own, at one statement for a burst of requests instead of one each.
 */
export function currentProductsVersion(db: Queryable): Promise<string> {
  let read = versionReads.get(db);
  if (!read) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Later callers start the next read: this one is on its way.
      versionReads.delete(db);
      return productsVersion(db);
    });
    versionReads.set(db, read);
  }
  return read;
}
