import { apiClient } from '../../client';
import { readEnvelope } from '../../errors';
import { toPaged, toQueryParams } from '../../paged';
import type { Envelope, Paged, Product, SearchParams } from '../../types';

/** GET /products/mine: my listings, INACTIVE ones included, paged (same filters as the search). */
export async function listMyProducts(
  page = 1,
  limit = 10,
  filters: Omit<SearchParams, 'page' | 'limit'> = {},
): Promise<Paged<Product>> {
  const envelope = readEnvelope(
    await apiClient.get<Envelope<Product[]>>('/products/mine', {
      params: toQueryParams({ ...filters, page, limit }),
      authenticated: true,
    }),
  );
  return toPaged(envelope, { page, limit });
}
