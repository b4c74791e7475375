import { ApiError, unsubscribeAlert } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';

export type UnsubscribeState = 'sending' | 'done' | 'expired' | 'invalid' | 'notFound' | 'error';

const STATE_BY_CODE: Record<string, UnsubscribeState> = {
  EXPIRED_TOKEN: 'expired',
  INVALID_TOKEN: 'invalid',
  VALIDATION_ERROR: 'invalid',
  NOT_FOUND: 'notFound',
};

/**
 * The one-click unsubscribe link of an alert mail (issue 16, point 6): the token is sent once (through the query
 * cache, keyed by the token, never retried on its own); `retry` after a network or server failure. A second click
 * on the same link is still a success (the alert stays paused).
 */
export function useUnsubscribeAlert(token: string | null) {
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: ['unsubscribe-alert', token],
      queryFn: () => unsubscribeAlert(token as string),
      enabled: Boolean(token),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    client,
  );
  const state: UnsubscribeState = !token
    ? 'invalid'
    : query.isFetching || query.isPending
      ? 'sending'
      : query.isError
        ? (query.error instanceof ApiError && STATE_BY_CODE[query.error.code]) || 'error'
        : 'done';
  return { state, retry: () => void query.refetch() };
}
