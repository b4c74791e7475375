import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** DELETE /user/favourites/{productId} (DELETED_SUCCESSFULLY); 404 NOT_FOUND when it was not a favourite. */
export async function removeFavourite(productId: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<{ productId: string }>>(
      `/user/favourites/${encodeURIComponent(productId)}`,
      { authenticated: true },
    ),
  );
}
