import { badRequest } from '../lib/errors.js';
import type { Queryable } from '../lib/db.js';
import { findPlaceCentre, listPlaceCounts } from '../repositories/places.js';
import type { ProductRow } from '../repositories/products.js';
import type { ProductData } from '../schemas/product.js';

/** A pin is kept to 5 decimals (about a metre): nothing finer is meaningful for a building. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The centre of a quartier of a known city, else of the city; undefined for a place the site does not know. */
export async function placeCentre(db: Queryable, city: string | null, district: string | null) {
  if (!city?.trim()) return undefined;
  return findPlaceCentre(db, city.trim(), district?.trim() ?? '');
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
  const rows = await listPlaceCounts(db);
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
