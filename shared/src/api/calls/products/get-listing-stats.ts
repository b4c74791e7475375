import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, ListingStats } from '../../types';

/** GET /products/{id}/stats?days=7|30: a listing's daily figures for its owner (403 `FORBIDDEN` for anyone else). */
export async function getListingStats(id: string, days: 7 | 30 = 30): Promise<ListingStats> {
  return unwrap(
    await apiClient.get<Envelope<ListingStats>>(`/products/${encodeURIComponent(id)}/stats`, {
      params: { days },
      authenticated: true,
    }),
  );
}
