import {
  ApiError,
  apiClient,
  unwrap,
  type Envelope,
  type PriceCities,
  type PricePage,
} from '@immo237/shared/api';

/** GET /prices: the cities with figures. */
export async function getPriceCities(): Promise<PriceCities> {
  return unwrap(await apiClient.get<Envelope<PriceCities>>('/prices'));
}

/** GET /prices/{city}[/{quartier}]; 404 NOT_FOUND for a place without figures. */
export async function getPricePage(city: string, quartier?: string): Promise<PricePage> {
  const path = [city, quartier].filter(Boolean).map((part) => encodeURIComponent(part as string));
  return unwrap(await apiClient.get<Envelope<PricePage>>(`/prices/${path.join('/')}`));
}

/** The cities of /prix (drawn by the server with the page, read again in the browser). */
export function priceCitiesQuery() {
  return { queryKey: ['content', 'prices'] as const, queryFn: () => getPriceCities() };
}

/** A city's or a quartier's figures; an unknown place is `null` (the not-found screen, not a failure). */
export function pricePageQuery(city: string, quartier?: string) {
  return {
    queryKey: ['content', 'prices', city, quartier ?? ''] as const,
    queryFn: async (): Promise<PricePage | null> => {
      try {
        return await getPricePage(city, quartier);
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404)) return null;
        throw error;
      }
    },
  };
}
