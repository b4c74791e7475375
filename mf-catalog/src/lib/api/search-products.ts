import { getListEnvelope, toPaged, type Paged, type Product, type SearchParams } from '@immo237/shared/api';

/**
 * GET /products/public/search: ACTIVE listings with filters, sort and paging (default page 1, limit 10;
 * limit ≤ 50): the list when the answer is READ_SUCCESSFULLY, else an empty list.
 * Only the catalogue searches the listings (its pages, the home's featured block, their server prefetch), so the call lives here, not in @immo237/shared.
 */
export async function searchProducts(params: SearchParams = {}): Promise<Paged<Product>> {
  const envelope = await getListEnvelope<Product>('/products/public/search', params);
  if (envelope.statusCode !== 'READ_SUCCESSFULLY') {
    return { items: [], total: 0, capped: false, page: params.page ?? 1, limit: params.limit ?? 10 };
  }
  return toPaged(envelope, params);
}
