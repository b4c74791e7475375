import { useCallback, useRef } from 'react';
import type { QueryClient, useQuery } from '@immo237/shared/data';
import { useAutoRetry } from './use-auto-retry';

type QueryResult = ReturnType<typeof useQuery<unknown, Error, unknown, readonly unknown[]>>;

/**
 * The site's recovery policy on top of a query: after a network failure or a 5xx the query is asked again by
 * itself (useAutoRetry: 2, 4, 8, then every 15 s), and while such a quiet attempt runs the error stays on
 * screen (not announced again, no skeletons); `retry` (the Réessayer button) shows the loading state and asks at
 * once. A query that never succeeded goes back to 'pending' when asked again: the last error is kept here.
 */
export function useRecoveringQuery(query: QueryResult, client: QueryClient, queryKey: readonly unknown[]) {
  const key = JSON.stringify(queryKey);
  const quiet = useRef(false);
  const last = useRef<{ key: string; error: unknown }>({ key, error: null });
  if (last.current.key !== key) last.current = { key, error: null };
  if (query.error) last.current.error = query.error;
  else if (!query.isFetching) last.current.error = null;
  const quietAttempt = quiet.current && query.isFetching && last.current.error !== null;
  const error: unknown = query.error ?? (quietAttempt ? last.current.error : null);

  const { refetch } = query;
  const retryQuietly = useCallback(() => {
    quiet.current = true;
    void refetch();
  }, [refetch]);
  const retry = useCallback(() => {
    quiet.current = false;
    void client.resetQueries({ queryKey: JSON.parse(key) as unknown[] });
  }, [client, key]);
  const autoRetrying = useAutoRetry(error, retryQuietly);
  return { error, loading: query.isPending && !quietAttempt, retry, autoRetrying, quiet };
}
