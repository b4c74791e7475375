import { useQuery } from '@tanstack/react-query';
import { getUnreadConversations, readAccessToken } from '@immo237/shared/api';
import { useDataClient } from './query-client';

/**
 * The signed-in member's unread messages, all threads, in the site's query cache: the header's user menu and the
 * profile's menu read one answer, and a thread marked read refreshes both (invalidate `unreadConversationsKey`).
 * Keyed by the account, so a later sign-in in the same tab never shows the previous account's count.
 */
export const unreadConversationsKey = (userId: string) => ['conversations', 'unread', userId] as const;

/** The count for `userId`, or 0 while signed out, loading or failed; asked again every minute while the tab is open. */
export function useUnreadConversations(userId: string | null | undefined): number {
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: unreadConversationsKey(userId ?? ''),
      queryFn: getUnreadConversations,
      // A session the API issued (a real sign-in): a member put in the store by other means is never asked for.
      enabled: Boolean(userId) && Boolean(readAccessToken()),
      refetchInterval: 60_000,
      staleTime: 30_000,
    },
    client,
  );
  return userId ? (query.data ?? 0) : 0;
}
