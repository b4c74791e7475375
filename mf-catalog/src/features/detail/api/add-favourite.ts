import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * POST /user/favourites/{productId} (201 CREATED_SUCCESSFULLY, idempotent); 404 NOT_FOUND.
 * Only the listing's page adds a favourite, so the call lives here, not in @immo237/shared.
 */
export async function addFavourite(productId: string): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<{ productId: string }>>(
      `/user/favourites/${encodeURIComponent(productId)}`,
      undefined,
      { authenticated: true },
    ),
  );
}
