import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * DELETE /products/{id} (DELETED_SUCCESSFULLY); owner only (403 FORBIDDEN, 404 NOT_FOUND).
 * Only the member's listings page deletes a listing, so the call lives here, not in @immo237/shared.
 */
export async function deleteProduct(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<{ id: string }>>(`/products/${encodeURIComponent(id)}`, {
      authenticated: true,
    }),
  );
}
