import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ConversationMessage, type ConversationSummary } from '@immo237/shared/api';
import { unreadConversationsKey, useDataClient, useQuery } from '@immo237/shared/data';
import { dismissMessage, onOutboxSent, sendOrQueue, usePendingMessages } from '@immo237/shared/offline';
import { blockUser } from '../api/block-user';
import { getConversation } from '../api/get-conversation';
import { listMessages } from '../api/list-messages';
import { markConversationRead } from '../api/mark-conversation-read';
import { sendMessage } from '../api/send-message';
import { unblockUser } from '../api/unblock-user';
import { discussionKeys, useAccount } from './discussion-keys';

type MessagesPage = Awaited<ReturnType<typeof listMessages>>;
type ListData = { items: ConversationSummary[]; total: number };

// Refusals that mean the thread itself changed (closed, blocked): it is read again so the form gives way to why.
const STATE_CODES = new Set(['BLOCKED', 'BLOCKED_BY_YOU', 'CONVERSATION_CLOSED']);

/**
 * One discussion: its summary, its latest messages (query cache), the older pages read on demand, and what can be
 * done in it. Opening it marks it read and refreshes the unread counts (the menus' badge, the list's row).
 */
export function useThread(id: string) {
  const client = useDataClient();
  const { account, userId } = useAccount();
  const conversation = useQuery(
    { queryKey: discussionKeys.one(account, id), queryFn: () => getConversation(id) },
    client,
  );
  const latest = useQuery(
    { queryKey: discussionKeys.messages(account, id), queryFn: () => listMessages(id) },
    client,
  );
  // Pages older than the latest one, oldest first, and the cursor of the page before them (null: none left).
  const [older, setOlder] = useState<{ items: ConversationMessage[]; nextBefore: string | null } | null>(
    null,
  );
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  const refreshList = useCallback(
    () => client.invalidateQueries({ queryKey: [...discussionKeys.all(account), 'list'] }),
    [account, client],
  );

  // Replies written offline wait in the outbox ('En attente d'envoi') and join the thread once sent.
  const pending = usePendingMessages('reply', id);
  const showSent = useCallback(
    (message: ConversationMessage) => {
      client.setQueryData<MessagesPage>(discussionKeys.messages(account, id), (page) =>
        page && !page.items.some((item) => item.id === message.id)
          ? { ...page, items: [...page.items, message] }
          : page,
      );
      void refreshList();
      void client.invalidateQueries({ queryKey: unreadConversationsKey(userId) });
    },
    [account, client, id, refreshList, userId],
  );
  useEffect(
    () =>
      onOutboxSent((result) => {
        if (result.kind === 'reply' && result.item.target === id) showSent(result.message);
      }),
    [id, showSent],
  );

  useEffect(() => {
    let live = true;
    markConversationRead(id).then(
      () => {
        if (!live) return;
        void client.invalidateQueries({ queryKey: unreadConversationsKey(userId) });
        client.setQueriesData<ListData>(
          { queryKey: [...discussionKeys.all(account), 'list'] },
          (data) =>
            data && {
              ...data,
              items: data.items.map((item) => (item.id === id ? { ...item, unread: 0 } : item)),
            },
        );
      },
      // Nothing to show: the thread reads the same, its messages simply stay counted as unread.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [account, client, id, userId]);

  const latestItems = latest.data?.items ?? [];
  const latestIds = new Set(latestItems.map((message) => message.id));
  // A refetch of the latest page may have pulled in messages the older pages hold too: each is shown once.
  const messages = [...(older?.items.filter((message) => !latestIds.has(message.id)) ?? []), ...latestItems];
  const nextBefore = older ? older.nextBefore : (latest.data?.meta.nextBefore ?? null);

  const loadOlder = async () => {
    if (!nextBefore || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await listMessages(id, nextBefore);
      setOlder((current) => ({
        items: [...page.items, ...(current?.items ?? [])],
        nextBefore: page.meta.nextBefore,
      }));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  /**
   * Sends `text`; the stored message joins the thread. Without a connection (before or during the send) it waits
   * in the outbox instead and is sent when the connection returns. Throws the API's refusal (an ApiError) for the
   * form.
   */
  const send = async (text: string) => {
    try {
      const sent = await sendOrQueue('reply', id, text, () => sendMessage(id, text));
      if (sent.queued) return null;
      showSent(sent.value);
      return sent.value;
    } catch (error) {
      if (error instanceof ApiError && STATE_CODES.has(error.code)) void conversation.refetch();
      throw error;
    }
  };

  /** Blocks or unblocks the other person; the thread shows the new state once the API has recorded it. */
  const setBlocked = async (blocked: boolean) => {
    const other = conversation.data?.other.id;
    if (!other) return;
    const state = blocked ? await blockUser(other) : await unblockUser(other);
    client.setQueryData<ConversationSummary>(
      discussionKeys.one(account, id),
      (current) => current && { ...current, blocked: { ...current.blocked, byMe: state.blocked } },
    );
    void refreshList();
  };

  return {
    conversation: conversation.data,
    loading: conversation.isPending || latest.isPending,
    failed: conversation.isError || latest.isError,
    notFound: conversation.error instanceof ApiError && conversation.error.status === 404,
    retry: () => {
      void conversation.refetch();
      void latest.refetch();
    },
    messages,
    nextBefore,
    loadingOlder,
    olderFailed,
    loadOlder,
    send,
    pending,
    dismissPending: dismissMessage,
    setBlocked,
  };
}
