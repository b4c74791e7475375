import {
  apiClient,
  readEnvelope,
  toPaged,
  type Envelope,
  type Paged,
  type ReceivedMessage,
} from '@immo237/shared/api';

/**
 * GET /user/messages: messages about my listings, newest first, paged (default 1/10, limit ≤ 50).
 * Only the member's area reads these messages, so the call lives here, not in @immo237/shared.
 */
export async function getMyMessages(page = 1, limit = 10): Promise<Paged<ReceivedMessage>> {
  const envelope = readEnvelope(
    await apiClient.get<Envelope<ReceivedMessage[]>>('/user/messages', {
      params: { page, limit },
      authenticated: true,
    }),
  );
  return toPaged(envelope, { page, limit });
}
