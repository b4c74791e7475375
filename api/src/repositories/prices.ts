import type { Queryable } from '../lib/db.js';

/** The kinds of figures: monthly rents by type and bedrooms, sale prices by type, land per m² by land title. */
export type PriceKind = 'rent' | 'sale' | 'land';

/**
 * Text lower-cased without its accents, as lib/slug.ts's slugify reads it (French letters): a translate, many times
 * cheaper than unaccent over every listing of a round.
 */
const foldSql = (column: string) =>
  `translate(lower(btrim(${column})), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')`;

/** A place's name as the addresses of /prix spell it ('Yaoundé' → 'yaounde'), the same as lib/slug.ts's slugify. */
const slugSql = (column: string) => `btrim(regexp_replace(${foldSql(column)}, '[^a-z0-9]+', '-', 'g'), '-')`;

/** The area of a plot in m² (hectares and square feet converted). */
const AREA_M2 = `(area * CASE area_unit WHEN 'ha' THEN 10000 WHEN 'ft²' THEN 0.09290304 ELSE 1 END)`;

/** Which listings make which kind of figure (in XAF): a rental, a plot for sale with its area, another sale. */
const KIND_SQL: Record<
  PriceKind,
  { where: (p: string) => string; value: string; bedrooms: string; landTitle: string }
> = {
  rent: {
    where: (p) => `NOT ${p}is_for_sale`,
    value: 'price',
    bedrooms: 'bedrooms',
    landTitle: 'NULL::text',
  },
  sale: {
    where: (p) => `${p}is_for_sale AND lower(btrim(${p}category)) <> 'terrain'`,
    value: 'price',
    bedrooms: 'NULL::int',
    landTitle: 'NULL::text',
  },
  land: {
    where: (p) =>
      `${p}is_for_sale AND lower(btrim(${p}category)) = 'terrain' AND ${p}area > 0 AND ${p}land_title IS NOT NULL`,
    value: `price / ${AREA_M2}`,
    bedrooms: 'NULL::int',
    landTitle: 'land_title',
  },
};

/**
 * The listings on the market at a date D: published by then, and still public or closed (rented, sold, expired)
 * within the twelve months before D. Never those a moderator hides or whose owner's account is disabled. $1 is
 * the round's date: the current figure is at $1, the previous one a year earlier.
 */
const onMarket = (at: string) =>
  `(created_at <= ${at} AND (status = 'ACTIVE' OR (closed_reason IS NOT NULL AND updated_at >= ${at} - interval '12 months')))`;

/**
 * The keys of every place and type that listings `where` name, computed once per distinct spelling (not per
 * listing): the city's and quartier's slugs (null for no quartier) and the folded type. Joined back by spelling.
 */
const placeKeys = (where: string) =>
  `SELECT * FROM (
     SELECT city, district, category, ${slugSql('city')} AS city_slug,
            nullif(${slugSql('district')}, '') AS district_slug, ${foldSql('category')} AS category_key
       FROM (SELECT DISTINCT city, coalesce(district, '') AS district, category FROM products
              WHERE (${where}) AND city IS NOT NULL) AS spellings
     -- A fence: the keys are computed here, once per spelling, not pushed into the scan or the join per listing.
     OFFSET 0
   ) AS keys
   WHERE city_slug <> ''`;

/**
 * One statement per kind: the median (percentile_cont) and count per city and per quartier of the listings on the
 * market now, and a year earlier, written into price_figures.
 */
export async function insertPriceFigures(tx: Queryable, kind: PriceKind, now: Date): Promise<void> {
  const k = KIND_SQL[kind];
  const rentSplit = kind === 'rent' ? ', bedrooms' : '';
  const landSplit = kind === 'land' ? ', land_title' : '';
  await tx.query(
    `INSERT INTO price_figures (kind, city_slug, district_slug, city, district, category_key, category, bedrooms,
       land_title, median, count, previous_median, previous_count, computed_at)
     SELECT $2, city_slug, coalesce(district_slug, ''), mode() WITHIN GROUP (ORDER BY city),
            CASE WHEN GROUPING(district_slug) = 1 THEN '' ELSE mode() WITHIN GROUP (ORDER BY district) END,
            category_key, mode() WITHIN GROUP (ORDER BY category), max(bedrooms), max(land_title),
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY value) FILTER (WHERE now_on)::numeric, 2),
            count(*) FILTER (WHERE now_on),
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY value) FILTER (WHERE before_on)::numeric, 2),
            count(*) FILTER (WHERE before_on), $1
       FROM (
         SELECT k.city_slug, k.district_slug, btrim(p.city) AS city, btrim(p.district) AS district, k.category_key,
                btrim(p.category) AS category, ${k.bedrooms} AS bedrooms, ${k.landTitle} AS land_title,
                (${k.value})::float8 AS value,
                ${onMarket('$1::timestamptz')} AS now_on,
                ${onMarket("($1::timestamptz - interval '12 months')")} AS before_on
           FROM products p
           JOIN (${placeKeys(k.where(''))}) AS k
             ON k.city = p.city AND k.district = coalesce(p.district, '') AND k.category = p.category
          WHERE ${k.where('p.')} AND currency = 'XAF' AND moderation IS DISTINCT FROM 'HIDDEN' AND NOT owner_disabled
       ) AS market
      WHERE now_on OR before_on
      GROUP BY GROUPING SETS ((city_slug, category_key${rentSplit}${landSplit}),
                              (city_slug, district_slug, category_key${rentSplit}${landSplit}))
     HAVING count(*) FILTER (WHERE now_on) > 0 AND (GROUPING(district_slug) = 1 OR district_slug IS NOT NULL)`,
    [now, kind],
  );
}

/** Empties the figures before a round writes them again (in the round's transaction: readers see the old ones). */
export async function clearPriceFigures(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM price_figures');
}

/**
 * Listings `where` says, each with the low_price_median it should have: its quartier's figure for the same kind,
 * type and size (bedrooms for a rental, land title for a plot) with at least `min` listings behind it, when its
 * price (per m² for a plot) is below `ratio` of that figure; null otherwise, and for a listing no longer ACTIVE.
 * The keys are computed once per listing and joined with the figures (a hash join, however many listings).
 */
const judgedListings = (where: (p: string) => string, min: string, ratio: string) =>
  `SELECT l.id, l.old,
          CASE WHEN l.active AND l.value < ${ratio} * f.median THEN f.median END AS median
     FROM (SELECT p.id, p.low_price_median AS old, p.status = 'ACTIVE' AND p.currency = 'XAF' AS active,
                  coalesce(keys.city_slug, '') AS city_slug, coalesce(keys.district_slug, '') AS district_slug,
                  keys.category_key, p.is_for_sale, p.bedrooms, p.land_title, p.price, p.area, p.area_unit
             FROM products p
             LEFT JOIN (${placeKeys(where(''))}) AS keys
               ON keys.city = p.city AND keys.district = coalesce(p.district, '') AND keys.category = p.category
            WHERE ${where('p.')}) AS k
     CROSS JOIN LATERAL (
       SELECT k.*, CASE WHEN NOT k.is_for_sale THEN 'rent' WHEN k.category_key = 'terrain' THEN 'land'
                        ELSE 'sale' END AS kind,
              CASE WHEN NOT k.is_for_sale THEN k.bedrooms END AS size,
              CASE WHEN k.is_for_sale AND k.category_key = 'terrain' THEN k.land_title END AS title,
              CASE WHEN k.is_for_sale AND k.category_key = 'terrain'
                   THEN CASE WHEN k.area > 0 THEN k.price / ${AREA_M2.replaceAll('area', 'k.area')} END
                   ELSE k.price END AS value
     ) AS l
     LEFT JOIN price_figures f
       ON f.city_slug = l.city_slug AND f.district_slug = l.district_slug AND l.district_slug <> ''
      AND f.kind = l.kind AND f.category_key = l.category_key
      AND coalesce(f.bedrooms, -1) = coalesce(l.size, -1) AND coalesce(f.land_title, '') = coalesce(l.title, '')
      AND f.count >= ${min}`;

/**
 * Marks every listing priced below `ratio` of its quartier's figure (and unmarks the others): only the rows whose
 * mark changes are written. Returns how many listings are marked.
 */
export async function refreshLowPriceMarks(db: Queryable, minCount: number, ratio: number): Promise<number> {
  await db.query(
    `UPDATE products p SET low_price_median = j.median
       FROM (${judgedListings((p) => `${p}status = 'ACTIVE' OR ${p}low_price_median IS NOT NULL`, '$1::int', '$2::numeric')}) AS j
      WHERE j.id = p.id AND j.old IS DISTINCT FROM j.median`,
    [minCount, ratio],
  );
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE low_price_median IS NOT NULL',
  );
  return row?.n ?? 0;
}

/** The same for one listing (after its owner creates or edits it): the median it is far below, or null. */
export async function refreshLowPriceMark(
  db: Queryable,
  id: string,
  minCount: number,
  ratio: number,
): Promise<number | null> {
  const [row] = await db.query<{ median: number | null }>(
    `UPDATE products p SET low_price_median = j.median
       FROM (${judgedListings((p) => `${p}id = $1`, '$2::int', '$3::numeric')}) AS j
      WHERE j.id = p.id
     RETURNING p.low_price_median::float8 AS median`,
    [id, minCount, ratio],
  );
  return row?.median ?? null;
}

export interface PriceFigureRow {
  kind: PriceKind;
  city_slug: string;
  district_slug: string;
  city: string;
  district: string;
  category_key: string;
  category: string;
  bedrooms: number | null;
  land_title: 'titled' | 'in_progress' | 'none' | null;
  median: number;
  count: number;
  previous_median: number | null;
  previous_count: number;
  computed_at: Date;
}

const FIGURE_COLUMNS = `kind, city_slug, district_slug, city, district, category_key, category, bedrooms, land_title,
  median::float8 AS median, count, previous_median::float8 AS previous_median, previous_count, computed_at`;

/** The figures of one place (district_slug '' for the city as a whole) with at least `minCount` listings. */
export const placeFigures = (db: Queryable, citySlug: string, districtSlug: string, minCount: number) =>
  db.query<PriceFigureRow>(
    `SELECT ${FIGURE_COLUMNS} FROM price_figures
      WHERE city_slug = $1 AND district_slug = $2 AND count >= $3
      ORDER BY kind, category_key, bedrooms NULLS FIRST, land_title NULLS FIRST`,
    [citySlug, districtSlug, minCount],
  );

export interface PricePlaceRow {
  city_slug: string;
  district_slug: string;
  city: string;
  district: string;
  /** Figures shown there (with enough listings). */
  figures: number;
  computed_at: Date;
}

/**
 * The places with any figure, known or not (a place of no row is unknown to /prix), with how many of its figures
 * have enough listings to be shown; `citySlug` null lists the cities, else that city's quartiers and itself.
 */
export const pricePlaces = (db: Queryable, citySlug: string | null, minCount: number) =>
  db.query<PricePlaceRow>(
    `SELECT city_slug, district_slug, mode() WITHIN GROUP (ORDER BY city) AS city,
            mode() WITHIN GROUP (ORDER BY district) AS district,
            (count(*) FILTER (WHERE count >= $2))::int AS figures, max(computed_at) AS computed_at
       FROM price_figures
      WHERE ($1::text IS NULL AND district_slug = '') OR city_slug = $1
      GROUP BY city_slug, district_slug
      ORDER BY district_slug <> '', 5 DESC, city_slug, district_slug`,
    [citySlug, minCount],
  );
