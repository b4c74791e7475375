import { useState } from 'react';
import type { ConversationSummary } from '@immo237/shared/api';
import { keepPreviousData, useDataClient, useQuery } from '@immo237/shared/data';
import { listConversations } from '../api/list-conversations';
import { discussionKeys, useAccount } from './discussion-keys';

/** Discussions asked a page at a time: enough rows for a phone's screen, and 'Afficher plus' reads the next ones. */
export const CONVERSATIONS_PER_PAGE = 20;

/**
 * My discussions, newest activity first, through the site's query cache. 'Afficher plus' asks one page more: the
 * pages read so far are read again together, so a thread that moved to the top is never listed twice.
 */
export function useConversations() {
  const client = useDataClient();
  const { account } = useAccount();
  const [pages, setPages] = useState(1);
  const query = useQuery(
    {
      queryKey: discussionKeys.list(account, pages),
      queryFn: async () => {
        const answers = await Promise.all(
          Array.from({ length: pages }, (_, index) => listConversations(index + 1, CONVERSATIONS_PER_PAGE)),
        );
        const seen = new Set<string>();
        const items: ConversationSummary[] = [];
        for (const answer of answers) {
          for (const item of answer.items) {
            if (!seen.has(item.id)) {
              seen.add(item.id);
              items.push(item);
            }
          }
        }
        return { items, total: answers.at(-1)?.meta.total ?? items.length };
      },
      placeholderData: keepPreviousData,
    },
    client,
  );
  const items = query.data?.items ?? [];
  return {
    items,
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    hasMore: items.length < (query.data?.total ?? 0),
    loadingMore: query.isFetching && query.isPlaceholderData,
    loadMore: () => setPages((count) => count + 1),
  };
}
