import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { ConversationStarted, Envelope, NewConversationBody } from '../../types';

/**
 * POST /conversations (signed in): opens the member's discussion about a listing with its owner (201), or adds the
 * message to the one they already have about it (200); `created` tells which. Refusals come as ApiError: 400
 * MESSAGE_EMPTY, MESSAGE_TOO_LONG, CANNOT_MESSAGE_OWN_LISTING; 403 BLOCKED, BLOCKED_BY_YOU, CONVERSATION_CLOSED;
 * 404 for a listing no longer public; 429 past the hourly budgets. The listing's page and the outbox (a message
 * written offline) send it; without a connection the message waits in the outbox, so no 'you are offline' notice.
 */
export async function startConversation(body: NewConversationBody): Promise<ConversationStarted> {
  return unwrap(
    await apiClient.post<Envelope<ConversationStarted>>('/conversations', body, {
      authenticated: true,
      offlineNotice: false,
    }),
  );
}
