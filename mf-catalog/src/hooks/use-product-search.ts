import { useCallback, useEffect, useRef, useState } from 'react';
import { searchProducts, type Paged, type Product, type SearchParams } from '@immo237/shared/api';
import { useAutoRetry } from './use-auto-retry';

export interface ProductSearchState {
  data: Paged<Product> | null;
  loading: boolean;
  error: unknown;
  /** Runs the same search again (after a failure: the API back, the page recovers without a reload). */
  retry: () => void;
  /** The error is a network failure or a 5xx: the search is being retried by itself (see useAutoRetry). */
  autoRetrying: boolean;
}

type State = Pick<ProductSearchState, 'data' | 'loading' | 'error'>;

/**
 * Runs the public search whenever the parameters change. Answers that arrive after a newer request was made
 * are dropped, so a slow first page on a 3G link never overwrites the results of the filters set since.
 * After a network failure or a 5xx it tries again by itself (useAutoRetry), keeping the error on screen until
 * an attempt succeeds; `retry` (the Réessayer button) shows the skeletons and tries at once.
 */
export function useProductSearch(params: SearchParams, enabled = true): ProductSearchState {
  const key = JSON.stringify(params);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ data: null, loading: enabled, error: null });
  // Set by the automatic retry: the next request keeps the error on screen instead of showing skeletons.
  const quiet = useRef(false);
  const retry = useCallback(() => {
    quiet.current = false;
    setAttempt((value) => value + 1);
  }, []);
  const retryQuietly = useCallback(() => {
    quiet.current = true;
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const keepError = quiet.current;
    quiet.current = false;
    setState((previous) =>
      keepError && previous.error ? previous : { data: previous.data, loading: true, error: null },
    );
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

  const autoRetrying = useAutoRetry(enabled ? state.error : null, retryQuietly);
  return { ...state, retry, autoRetrying };
}
