import type { ConversationLiveEvent } from '@immo237/shared/api';
import { unreadConversationsKey, useDataClient } from '@immo237/shared/data';
import { markConversationRead } from '../api/mark-conversation-read';
import type { listMessages } from '../api/list-messages';
import { discussionKeys, useAccount } from './discussion-keys';
import { useConversationStream } from './use-conversation-stream';

type MessagesPage = Awaited<ReturnType<typeof listMessages>>;

/**
 * While the discussions are open, each new message arrives without a reload: it joins its thread's messages when
 * they are in the cache (the thread on screen among them), the list and the unread counts are read again, and a
 * message in the thread on screen is marked read at once. After a lost connection everything is read again, so
 * nothing sent meanwhile is missed.
 */
export function useLiveDiscussions(openId: string | undefined) {
  const client = useDataClient();
  const { account, userId } = useAccount();

  const refreshCounts = () => {
    void client.invalidateQueries({ queryKey: [...discussionKeys.all(account), 'list'] });
    void client.invalidateQueries({ queryKey: unreadConversationsKey(userId) });
  };

  useConversationStream(
    Boolean(userId),
    ({ conversationId, message }: ConversationLiveEvent) => {
      client.setQueryData<MessagesPage>(discussionKeys.messages(account, conversationId), (page) =>
        page && !page.items.some((item) => item.id === message.id)
          ? { ...page, items: [...page.items, message] }
          : page,
      );
      if (conversationId === openId && !message.mine) {
        markConversationRead(conversationId).then(refreshCounts, refreshCounts);
      } else {
        refreshCounts();
      }
    },
    () => void client.invalidateQueries({ queryKey: discussionKeys.all(account) }),
  );
}
