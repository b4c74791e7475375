import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, Product } from '../../types';

/** GET /products/public/details/{slug} (READ_SUCCESSFULLY); 404 NOT_FOUND (an INACTIVE listing too). */
export async function getProductDetails(slug: string): Promise<Product> {
  return unwrap(
    await apiClient.get<Envelope<Product>>(`/products/public/details/${encodeURIComponent(slug)}`),
  );
}
