import type { Paged, Product, SearchParams } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { productSearchQuery } from '../lib/queries';
import { useRecoveringQuery } from './use-recovering-query';

export interface ProductSearchState {
  data: Paged<Product> | null;
  loading: boolean;
  error: unknown;
  /** Runs the same search again (after a failure: the API back, the page recovers without a reload). */
  retry: () => void;
  /** The error is a network failure or a 5xx: the search is being retried by itself (see useAutoRetry). */
  autoRetrying: boolean;
}

/**
 * The public search, through the site's query cache (@immo237/shared/data): answers for parameters the page no
 * longer shows are dropped, the same search is asked once however many components want it, and a page drawn on
 * the server starts from the server's answer. Failures recover as useRecoveringQuery says.
 */
export function useProductSearch(params: SearchParams, enabled = true): ProductSearchState {
  const client = useDataClient();
  const options = productSearchQuery(params);
  const query = useQuery({ ...options, enabled }, client);
  const { error, loading, retry, autoRetrying } = useRecoveringQuery(query, client, options.queryKey);
  return {
    data: query.data ?? null,
    loading: enabled && loading,
    error: enabled ? error : null,
    retry,
    autoRetrying: enabled && autoRetrying,
  };
}
