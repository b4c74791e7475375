import { useCallback, useEffect, useState } from 'react';
import { searchProducts, type Paged, type Product, type SearchParams } from '@immo237/shared/api';

export interface ProductSearchState {
  data: Paged<Product> | null;
  loading: boolean;
  error: unknown;
  /** Runs the same search again (after a failure: the API back, the page recovers without a reload). */
  retry: () => void;
}

/**
 * Runs the public search whenever the parameters change. Answers that arrive after a newer request was made
 * are dropped, so a slow first page on a 3G link never overwrites the results of the filters set since.
 */
export function useProductSearch(params: SearchParams, enabled = true): ProductSearchState {
  const key = JSON.stringify(params);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ProductSearchState, 'retry'>>({
    data: null,
    loading: enabled,
    error: null,
  });
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true, error: null }));
    searchProducts(JSON.parse(key) as SearchParams).then(
      (data) => {
        if (current) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (current) setState({ data: null, loading: false, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, enabled, attempt]);

  return { ...state, retry };
}
