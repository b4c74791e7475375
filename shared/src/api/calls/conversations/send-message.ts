import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { ConversationMessage, Envelope, NewMessageBody } from '../../types';

/**
 * POST /conversations/{id}/messages (201 CREATED_SUCCESSFULLY): the message as stored. Refusals carry a French
 * message: 400 MESSAGE_EMPTY / MESSAGE_TOO_LONG, 403 BLOCKED / BLOCKED_BY_YOU / CONVERSATION_CLOSED, 429. The
 * discussions' reply box and the outbox (a reply written offline) send it; without a connection the message waits
 * in the outbox, so the client's 'you are offline' notice is not given.
 */
export async function sendMessage(id: string, message: string): Promise<ConversationMessage> {
  const body: NewMessageBody = { message };
  return unwrap(
    await apiClient.post<Envelope<ConversationMessage>>(
      `/conversations/${encodeURIComponent(id)}/messages`,
      body,
      { authenticated: true, offlineNotice: false },
    ),
  );
}
