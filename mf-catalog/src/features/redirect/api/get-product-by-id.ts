import { apiClient, unwrap, type Envelope, type Product } from '@immo237/shared/api';

/**
 * GET /products/public/by-id/{id} (READ_SUCCESSFULLY); 404 NOT_FOUND, 400 for an id that is not a uuid.
 * Only this redirect asks for a listing by its id, so the call lives here, not in @immo237/shared.
 */
export async function getProductById(id: string): Promise<Product> {
  return unwrap(await apiClient.get<Envelope<Product>>(`/products/public/by-id/${encodeURIComponent(id)}`));
}
