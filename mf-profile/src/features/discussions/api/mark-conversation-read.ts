import { apiClient, unwrap, type ConversationRead, type Envelope } from '@immo237/shared/api';

/** POST /conversations/{id}/read (UPDATED_SUCCESSFULLY): the other person's messages so far are read by me. */
export async function markConversationRead(id: string): Promise<ConversationRead> {
  return unwrap(
    await apiClient.post<Envelope<ConversationRead>>(
      `/conversations/${encodeURIComponent(id)}/read`,
      undefined,
      { authenticated: true },
    ),
  );
}
