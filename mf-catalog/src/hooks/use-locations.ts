import type { LocationCity } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { locationsQuery } from '../lib/queries';

/**
 * The site's cities and their quartiers, known cities first (GET /locations); an empty list while loading or
 * when the call fails: the filters then offer plain text fields, nothing is lost.
 */
export function useLocations(): LocationCity[] {
  const client = useDataClient();
  const query = useQuery({ ...locationsQuery(), retry: false }, client);
  return query.data ?? [];
}

/** The quartiers to suggest for `city` (every city's when none is chosen), most listed first, without repeats. */
export function quartiersOf(locations: LocationCity[], city: string | undefined): string[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const chosen = city?.trim() ? locations.filter((c) => fold(c.city) === fold(city)) : locations;
  return [...new Set(chosen.flatMap((c) => c.districts.map((d) => d.name)))];
}
