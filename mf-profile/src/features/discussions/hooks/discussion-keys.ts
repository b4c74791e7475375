import { useMemo } from 'react';
import { useAuthStore } from '@immo237/shared/auth';
import { accountKey } from '../../../lib/account-queries';

/**
 * The discussions' entries in the site's query cache, under the account (src/lib/account-queries.ts): after a
 * logout and another sign-in in the same tab nobody reads the previous account's threads.
 */
export const discussionKeys = {
  all: (account: readonly unknown[]) => [...account, 'conversations'] as const,
  list: (account: readonly unknown[], pages: number) => [...account, 'conversations', 'list', pages] as const,
  one: (account: readonly unknown[], id: string) => [...account, 'conversations', 'one', id] as const,
  messages: (account: readonly unknown[], id: string) =>
    [...account, 'conversations', 'messages', id] as const,
};

/** The signed-in account: its cache key and its id as the unread count (@immo237/shared/data) is keyed. */
export function useAccount() {
  const userId = useAuthStore((state) => state.user?.id);
  // One array while the account stays the same: effects and callbacks that depend on it do not run again.
  const account = useMemo(() => accountKey(userId), [userId]);
  return { account, userId: userId === undefined ? '' : String(userId) };
}
