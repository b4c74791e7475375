import { ApiError, confirmListingAvailability } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';

export type ConfirmState =
  'confirming' | 'confirmed' | 'expired' | 'invalid' | 'closed' | 'notFound' | 'error';

const STATE_BY_CODE: Record<string, ConfirmState> = {
  EXPIRED_TOKEN: 'expired',
  INVALID_TOKEN: 'invalid',
  VALIDATION_ERROR: 'invalid',
  LISTING_CLOSED: 'closed',
  NOT_FOUND: 'notFound',
};

/**
 * The one-click link of 'Votre annonce est-elle toujours disponible ?' (issue 15, point 7): the token is sent once
 * (through the query cache, keyed by the token, never retried on its own); `retry` after a network or server failure.
 */
export function useConfirmListing(token: string | null) {
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: ['confirm-listing', token],
      queryFn: () => confirmListingAvailability(token as string),
      enabled: Boolean(token),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    client,
  );
  const state: ConfirmState = !token
    ? 'invalid'
    : query.isFetching || query.isPending
      ? 'confirming'
      : query.isError
        ? (query.error instanceof ApiError && STATE_BY_CODE[query.error.code]) || 'error'
        : 'confirmed';
  return { state, listing: query.data ?? null, retry: () => void query.refetch() };
}
