import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** DELETE /products/{id} (DELETED_SUCCESSFULLY); owner only (403 FORBIDDEN, 404 NOT_FOUND). */
export async function deleteProduct(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<{ id: string }>>(`/products/${encodeURIComponent(id)}`, {
      authenticated: true,
    }),
  );
}
