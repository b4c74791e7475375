import {
  apiClient,
  unwrap,
  type ConversationMessage,
  type Envelope,
  type NewMessageBody,
} from '@immo237/shared/api';

/**
 * POST /conversations/{id}/messages (201 CREATED_SUCCESSFULLY): the message as stored. Refusals carry a French
 * message: 400 MESSAGE_EMPTY / MESSAGE_TOO_LONG, 403 BLOCKED / BLOCKED_BY_YOU / CONVERSATION_CLOSED, 429.
 */
export async function sendMessage(id: string, message: string): Promise<ConversationMessage> {
  const body: NewMessageBody = { message };
  return unwrap(
    await apiClient.post<Envelope<ConversationMessage>>(
      `/conversations/${encodeURIComponent(id)}/messages`,
      body,
      { authenticated: true },
    ),
  );
}
