import { useCallback } from 'react';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { listFavourites } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { getMyMessages } from './api/get-my-messages';
import { getUserProfile } from './api/get-user-profile';
import { listMyProducts } from './api/list-my-products';

/**
 * The signed-in account's data in the page's query cache (@immo237/shared/data) is keyed by the account: after a
 * logout and another sign-in in the same tab, nobody reads the previous account's answers.
 */
export function accountKey(userId: string | number | undefined): readonly unknown[] {
  return ['account', userId ?? 'anonymous'];
}

/** The account of the session (the harness and tests put a user in the store too). */
export function useAccountKey(): readonly unknown[] {
  const userId = useAuthStore((state) => state.user?.id);
  return accountKey(userId);
}

export const MESSAGES_PER_PAGE = 10;

export function favouritesQuery(account: readonly unknown[]) {
  return { queryKey: [...account, 'favourites'], queryFn: () => listFavourites() };
}

export function myMessagesQuery(account: readonly unknown[], page: number) {
  return {
    queryKey: [...account, 'messages', page],
    queryFn: () => getMyMessages(page, MESSAGES_PER_PAGE),
  };
}

// A page of cards that stays light on a phone; the demo account alone owns 70 listings.
export const LISTINGS_PER_PAGE = 12;

export function myListingsQuery(account: readonly unknown[], page: number) {
  return {
    queryKey: [...account, 'listings', page],
    queryFn: () => listMyProducts(page, LISTINGS_PER_PAGE),
  };
}

/** The account's profile as the API holds it (always read again when the profile page opens). */
export function profileQuery(account: readonly unknown[]) {
  return { queryKey: [...account, 'profile'], queryFn: () => getUserProfile(), staleTime: 0 };
}

/**
 * One list of the account (alerts, visits…) read through the page's query cache, keyed by the account, with what a
 * page shows of it (items, loading, failed, retry) and the means to change the cached list after a write.
 */
export function useAccountList<T>(name: string, read: () => Promise<T[]>) {
  const client = useDataClient();
  const queryKey = [...useAccountKey(), name];
  const query = useQuery({ queryKey, queryFn: read }, client);
  const keyText = JSON.stringify(queryKey);
  const update = useCallback(
    (change: (items: T[]) => T[]) =>
      client.setQueryData<T[]>(JSON.parse(keyText) as unknown[], (current) =>
        current ? change(current) : current,
      ),
    [client, keyText],
  );
  const reread = useCallback(
    () => client.invalidateQueries({ queryKey: JSON.parse(keyText) as unknown[] }),
    [client, keyText],
  );
  return {
    items: query.data ?? [],
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    update,
    reread,
  };
}
