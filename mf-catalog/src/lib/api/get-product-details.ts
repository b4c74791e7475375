import { apiClient, unwrap, type Envelope, type Product } from '@immo237/shared/api';

/**
 * GET /products/public/details/{slug} (READ_SUCCESSFULLY); 404 NOT_FOUND (an INACTIVE listing too).
 * Only the catalogue shows a listing's page (its page and its server prefetch), so the call lives here, not in @immo237/shared.
 */
export async function getProductDetails(slug: string): Promise<Product> {
  return unwrap(
    await apiClient.get<Envelope<Product>>(`/products/public/details/${encodeURIComponent(slug)}`),
  );
}
