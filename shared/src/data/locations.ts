import { useQuery } from '@tanstack/react-query';
import { listLocations, type LocationCity } from '@immo237/shared/api';
import { useDataClient } from './query-client';

// listLocations comes through the package's own `@immo237/shared/api` subpath, not `../api`: Module Federation shares
// a module by its request, and a test's mock of `@immo237/shared/api` reaches it the same way.

/**
 * The cities and their quartiers (GET /locations) in the site's query cache: public data, the same for every page
 * and every account, so the catalogue's filters, its home page and the listing form share one answer. A page drawn
 * on the server prefetches it with this key.
 */
export function locationsQuery() {
  return {
    queryKey: ['locations'] as const,
    queryFn: () => listLocations(),
    // Counts move slowly; the list of places hardly ever.
    staleTime: 5 * 60_000,
  };
}

export interface LocationsState {
  status: 'loading' | 'ready' | 'failed';
  /** Known cities first (the API's order within each group kept); empty until ready. */
  cities: readonly LocationCity[];
}

const NONE: readonly LocationCity[] = [];

const knownFirst = (cities: readonly LocationCity[]): LocationCity[] => [
  ...cities.filter((city) => city.known),
  ...cities.filter((city) => !city.known),
];

/**
 * The cities and their quartiers, known cities first. Until they arrive, or when the call fails (no retry: the
 * site's query client asks once), `cities` is empty: the pages then offer plain text fields, nothing is lost.
 */
export function useLocations(): LocationsState {
  const client = useDataClient();
  const query = useQuery({ ...locationsQuery(), select: knownFirst }, client);
  if (query.data) return { status: 'ready', cities: query.data };
  return { status: query.isError ? 'failed' : 'loading', cities: NONE };
}
