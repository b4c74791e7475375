import { badRequest } from '../lib/errors.js';
import type { Queryable } from '../lib/db.js';
import { publicListing, type ProductRow } from '../repositories/products.js';
import type { ProductData } from '../schemas/product.js';

/** A pin is kept to 5 decimals (about a metre): nothing finer is meaningful for a building. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The centre of a quartier of a known city, else of the city; undefined for a place the site does not know. */
export async function placeCentre(db: Queryable, city: string | null, district: string | null) {
  if (!city?.trim()) return undefined;
  const [centre] = await db.query<{ lat: number; lng: number }>(
    `SELECT lat, lng FROM places
      WHERE public.immo_fold(city) = public.immo_fold($1)
        AND public.immo_fold(district) IN (public.immo_fold($2), '')
      ORDER BY district = '' LIMIT 1`,
    [city.trim(), district?.trim() ?? ''],
  );
  return centre;
}

/**
 * The position a listing shows: the owner's pin when they placed one (both coordinates; null
 * removes it), else the one they placed before, else the centre of its quartier or city — never more precise than the
 * owner chose.
 */
export async function listingPosition(
  db: Queryable,
  location: ProductData['location'],
  place: { city: string | null; district: string | null },
  current?: Pick<ProductRow, 'lat' | 'lng' | 'pin_exact'>,
) {
  const lat = location?.lat;
  const lng = location?.lng;
  if (typeof lat === 'number' || typeof lng === 'number') {
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      throw badRequest('Données de l’annonce invalides.', [
        { path: '/location', message: 'lat et lng vont ensemble', params: {} },
      ]);
    }
    return { lat: round(lat), lng: round(lng), pin_exact: true };
  }
  const removed = lat === null || lng === null;
  if (current?.pin_exact && !removed) return { lat: current.lat, lng: current.lng, pin_exact: true };
  const centre = await placeCentre(db, place.city, place.district);
  return { lat: centre?.lat ?? null, lng: centre?.lng ?? null, pin_exact: false };
}

export interface LocationsCity {
  city: string;
  /** Active public listings in the city. */
  count: number;
  /** One of the site's known cities (offered first in the listing form). */
  known: boolean;
  lat: number | null;
  lng: number | null;
  districts: { name: string; count: number; lat: number | null; lng: number | null }[];
}

/**
 * The cities with their quartiers and the number of public listings in each (GET /api/v1/locations): the known
 * places first, in their order, then every other city used by a listing; spellings that differ only by case or
 * accents are one place, named as the known place or as most listings spell it.
 */
export async function listLocations(db: Queryable): Promise<LocationsCity[]> {
  const rows = await db.query<{
    city: string;
    district: string;
    count: number;
    known: boolean;
    rank: number;
    lat: number | null;
    lng: number | null;
  }>(
    `WITH used AS (
       SELECT public.immo_fold(city) AS fcity, public.immo_fold(coalesce(district, '')) AS fdistrict,
              mode() WITHIN GROUP (ORDER BY city) AS city,
              mode() WITHIN GROUP (ORDER BY coalesce(district, '')) AS district,
              count(*)::int AS count
         FROM products
        WHERE ${publicListing()} AND city IS NOT NULL AND btrim(city) <> ''
        GROUP BY 1, 2
     ), known AS (
       SELECT public.immo_fold(city) AS fcity, public.immo_fold(district) AS fdistrict, city, district, lat, lng, rank
         FROM places
     )
     SELECT coalesce(k.city, kc.city, u.city) AS city, coalesce(k.district, u.district) AS district,
            coalesce(u.count, 0) AS count, (kc.city IS NOT NULL) AS known, coalesce(kc.rank, 1000) AS rank,
            k.lat, k.lng
       FROM used u
       FULL JOIN known k ON k.fcity = u.fcity AND k.fdistrict = u.fdistrict
       LEFT JOIN known kc ON kc.fcity = coalesce(k.fcity, u.fcity) AND kc.fdistrict = ''`,
  );
  const cities = new Map<string, LocationsCity & { rank: number }>();
  for (const row of rows) {
    const key = row.city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    let city = cities.get(key);
    if (!city) {
      city = {
        city: row.city,
        count: 0,
        known: row.known,
        rank: row.rank,
        lat: null,
        lng: null,
        districts: [],
      };
      cities.set(key, city);
    }
    city.count += row.count;
    if (row.district === '') {
      city.lat = row.lat;
      city.lng = row.lng;
    } else {
      city.districts.push({ name: row.district, count: row.count, lat: row.lat, lng: row.lng });
    }
  }
  return [...cities.values()]
    .filter((c) => c.known || c.count > 0)
    .sort((a, b) => a.rank - b.rank || b.count - a.count || a.city.localeCompare(b.city, 'fr'))
    .map(({ rank: _rank, ...city }) => ({
      ...city,
      districts: city.districts.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr')),
    }));
}
