import {
  apiClient,
  unwrap,
  type ConversationStarted,
  type Envelope,
  type NewConversationBody,
} from '@immo237/shared/api';

/**
 * POST /conversations (signed in): opens the member's discussion about a listing with its owner (201), or adds the
 * message to the one they already have about it (200); `created` tells which. Refusals come as ApiError: 400
 * MESSAGE_EMPTY, MESSAGE_TOO_LONG, CANNOT_MESSAGE_OWN_LISTING; 403 BLOCKED, BLOCKED_BY_YOU, CONVERSATION_CLOSED;
 * 404 for a listing no longer public; 429 past the hourly budgets. Only the listing's page starts a discussion, so
 * the call lives here, not in @immo237/shared.
 */
export async function startConversation(body: NewConversationBody): Promise<ConversationStarted> {
  return unwrap(
    await apiClient.post<Envelope<ConversationStarted>>('/conversations', body, { authenticated: true }),
  );
}
