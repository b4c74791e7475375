import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, MyListingsStats } from '../../types';

/** GET /products/mine/stats: the last 30 days' figures of every listing of mine in one call ('Mes biens'). */
export async function getMyListingsStats(): Promise<MyListingsStats> {
  return unwrap(
    await apiClient.get<Envelope<MyListingsStats>>('/products/mine/stats', { authenticated: true }),
  );
}
