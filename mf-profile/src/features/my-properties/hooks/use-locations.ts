import { listLocations, type LocationCity } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { knownFirst } from '../places';

export interface LocationsState {
  status: 'loading' | 'ready' | 'failed';
  /** Known cities first; empty until ready. */
  cities: readonly LocationCity[];
}

const NONE: readonly LocationCity[] = [];

/**
 * The cities and their quartiers (GET /locations) for the listing form's 'Ville' and 'Quartier', through the
 * site's query cache (public data, the same for every account). Until they arrive, or when the call fails, the
 * form keeps plain text fields: nothing typed is lost and the listing can still be saved.
 */
export function useLocations(): LocationsState {
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: ['locations'],
      queryFn: listLocations,
      select: knownFirst,
      staleTime: 5 * 60_000,
    },
    client,
  );
  if (query.data) return { status: 'ready', cities: query.data };
  return { status: query.isError ? 'failed' : 'loading', cities: NONE };
}
