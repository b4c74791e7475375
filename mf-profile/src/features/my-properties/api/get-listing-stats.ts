import { apiClient, unwrap, type Envelope, type ListingStats } from '@immo237/shared/api';

/**
 * GET /products/{id}/stats?days=7|30: a listing's daily figures for its owner (403 `FORBIDDEN` for anyone else).
 * Only the member's listings page reads a listing's figures, so the call lives here, not in @immo237/shared.
 */
export async function getListingStats(id: string, days: 7 | 30 = 30): Promise<ListingStats> {
  return unwrap(
    await apiClient.get<Envelope<ListingStats>>(`/products/${encodeURIComponent(id)}/stats`, {
      params: { days },
      authenticated: true,
    }),
  );
}
