import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** POST /user/favourites/{productId} (201 CREATED_SUCCESSFULLY, idempotent); 404 NOT_FOUND. */
export async function addFavourite(productId: string): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<{ productId: string }>>(
      `/user/favourites/${encodeURIComponent(productId)}`,
      undefined,
      { authenticated: true },
    ),
  );
}
