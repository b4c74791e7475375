import { apiClient, unwrap, type ConversationSummary, type Envelope } from '@immo237/shared/api';

/** GET /conversations/{id} (READ_SUCCESSFULLY): one of my discussions, as the list gives it; 404 NOT_FOUND. */
export async function getConversation(id: string): Promise<ConversationSummary> {
  return unwrap(
    await apiClient.get<Envelope<ConversationSummary>>(`/conversations/${encodeURIComponent(id)}`, {
      authenticated: true,
    }),
  );
}
