import { apiClient, type ConversationMessage, type MessagesMeta } from '@immo237/shared/api';
import { readMetaEnvelope, type MetaEnvelope } from './read-meta-envelope';

/**
 * GET /conversations/{id}/messages (READ_SUCCESSFULLY): the latest page of messages, or the page before the
 * message `before`; within a page they run oldest to newest. meta.nextBefore reads the older page (null: none).
 */
export async function listMessages(
  id: string,
  before?: string,
  limit = 50,
): Promise<{ items: ConversationMessage[]; meta: MessagesMeta }> {
  const { data, meta } = readMetaEnvelope(
    await apiClient.get<MetaEnvelope<ConversationMessage[], MessagesMeta>>(
      `/conversations/${encodeURIComponent(id)}/messages`,
      { params: before ? { before, limit } : { limit }, authenticated: true },
    ),
  );
  return { items: data, meta };
}
