import { apiClient, unwrap, type Envelope, type MyListingsStats } from '@immo237/shared/api';

/**
 * GET /products/mine/stats: the last 30 days' figures of every listing of mine in one call ('Mes biens').
 * Only the member's listings page reads the listings' figures, so the call lives here, not in @immo237/shared.
 */
export async function getMyListingsStats(): Promise<MyListingsStats> {
  return unwrap(
    await apiClient.get<Envelope<MyListingsStats>>('/products/mine/stats', { authenticated: true }),
  );
}
