import type { Queryable } from '../lib/db.js';
import { publicListing } from './products.js';

/**
 * The centre of the known quartier `district` of `city`, else of the city (spellings compared without case or
 * accents); undefined for a place the site does not know.
 */
export const findPlaceCentre = async (db: Queryable, city: string, district: string) =>
  (
    await db.query<{ lat: number; lng: number }>(
      `SELECT lat, lng FROM places
        WHERE public.immo_fold(city) = public.immo_fold($1)
          AND public.immo_fold(district) IN (public.immo_fold($2), '')
        ORDER BY district = '' LIMIT 1`,
      [city, district],
    )
  )[0];

export interface PlaceCountRow {
  city: string;
  /** '' for the city itself. */
  district: string;
  /** Public listings there. */
  count: number;
  /** The city is one of the known places. */
  known: boolean;
  /** The known city's rank (1000 for the others). */
  rank: number;
  lat: number | null;
  lng: number | null;
}

/**
 * Every known place and every (city, quartier) a public listing names, with the number of public listings there:
 * spellings differing only by case or accents are one place, named as the known place or as most listings spell it.
 */
export const listPlaceCounts = (db: Queryable) =>
  db.query<PlaceCountRow>(
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
