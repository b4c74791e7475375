import { getListEnvelope, toPaged, type Paged, type Product, type SearchParams } from '@immo237/shared/api';

/**
 * GET /products/mine: my listings, INACTIVE ones included, paged (same filters as the search).
 * Only the member's area lists the member's listings, so the call lives here, not in @immo237/shared.
 */
export async function listMyProducts(
  page = 1,
  limit = 10,
  filters: Omit<SearchParams, 'page' | 'limit'> = {},
): Promise<Paged<Product>> {
  const envelope = await getListEnvelope<Product>(
    '/products/mine',
    { ...filters, page, limit },
    { authenticated: true },
  );
  return toPaged(envelope, { page, limit });
}
