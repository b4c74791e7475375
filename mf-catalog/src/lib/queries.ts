import { ApiError, type Product, type SearchParams } from '@immo237/shared/api';
import { getProductDetails } from './api/get-product-details';
import { searchProducts } from './api/search-products';

/**
 * The catalogue's queries, one definition each: the pages read them (useProductSearch, useProductDetails) and
 * the exposes' `prefetch` fill them on the server, so both use the same keys.
 */
export function productSearchQuery(params: SearchParams) {
  return {
    queryKey: ['catalog', 'search', params] as const,
    queryFn: () => searchProducts(params),
  };
}

/** A listing by slug; a listing that does not exist is `null` (a page of its own, not a failure). */
export function productDetailsQuery(slug: string) {
  return {
    queryKey: ['catalog', 'details', slug] as const,
    queryFn: async (): Promise<Product | null> => {
      try {
        return await getProductDetails(slug);
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404)) return null;
        throw error;
      }
    },
  };
}
