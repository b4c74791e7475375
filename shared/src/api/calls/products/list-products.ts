import { apiClient } from '../../client';
import { readEnvelope } from '../../errors';
import { toPaged, toQueryParams } from '../../paged';
import type { Envelope, Paged, Product, SearchParams } from '../../types';

/** GET /products (READ_SUCCESSFULLY): the catalogue, with the same filters and paging as the search. */
export async function listProducts(params: SearchParams = {}): Promise<Paged<Product>> {
  const envelope = readEnvelope(
    await apiClient.get<Envelope<Product[]>>('/products', { params: toQueryParams(params) }),
  );
  return toPaged(envelope, params);
}
