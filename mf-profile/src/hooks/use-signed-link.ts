import { ApiError } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';

/** Where a one-click link stands: being sent, done, refused (a state of the caller's own), or failed (retry). */
export type SignedLinkState<Refused extends string> = 'sending' | 'done' | 'invalid' | 'error' | Refused;

/**
 * A one-click signed link of a mail (an alert's unsubscribe, a listing's 'still available'): the token is sent
 * once (through the query cache, keyed by the token, never retried on its own); `retry` after a network or server
 * failure. `refusals` names the state each refusal code of the API stands for; a missing token is 'invalid'.
 */
export function useSignedLink<Data, Refused extends string>(
  name: string,
  token: string | null,
  send: (token: string) => Promise<Data>,
  refusals: Record<string, Refused | 'invalid'>,
) {
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: [name, token],
      queryFn: () => send(token as string),
      enabled: Boolean(token),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    client,
  );
  const state: SignedLinkState<Refused> = !token
    ? 'invalid'
    : query.isFetching || query.isPending
      ? 'sending'
      : query.isError
        ? (query.error instanceof ApiError && refusals[query.error.code]) || 'error'
        : 'done';
  return { state, data: query.data ?? null, retry: () => void query.refetch() };
}
