import { apiClient, type ConversationListMeta, type ConversationSummary } from '@immo237/shared/api';
import { readMetaEnvelope, type MetaEnvelope } from './read-meta-envelope';

/**
 * GET /conversations (READ_SUCCESSFULLY): my discussions, the latest activity first, a page at a time (limit ≤ 50);
 * meta.unread counts the unread messages of all of them.
 */
export async function listConversations(
  page = 1,
  limit = 20,
): Promise<{ items: ConversationSummary[]; meta: ConversationListMeta }> {
  const { data, meta } = readMetaEnvelope(
    await apiClient.get<MetaEnvelope<ConversationSummary[], ConversationListMeta>>('/conversations', {
      params: { page, limit },
      authenticated: true,
    }),
  );
  return { items: data, meta };
}
