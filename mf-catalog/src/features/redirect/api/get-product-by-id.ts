import { apiClient, unwrap, type Envelope, type Product } from '@immo237/shared/api';

/**
 * GET /products/public/by-id/{id} (READ_SUCCESSFULLY); 404 NOT_FOUND, 400 for an id that is not a uuid.
 * The shared package has no typed call for it yet (the route is newer than the shared calls), hence this one.
 */
export async function getProductById(id: string): Promise<Product> {
  return unwrap(await apiClient.get<Envelope<Product>>(`/products/public/by-id/${encodeURIComponent(id)}`));
}
