import { apiClient } from '../../client';
import { readEnvelope } from '../../errors';
import { toPaged } from '../../paged';
import type { Envelope, Paged, ReceivedMessage } from '../../types';

/** GET /user/messages: messages about my listings, newest first, paged (default 1/10, limit ≤ 50). */
export async function getMyMessages(page = 1, limit = 10): Promise<Paged<ReceivedMessage>> {
  const envelope = readEnvelope(
    await apiClient.get<Envelope<ReceivedMessage[]>>('/user/messages', {
      params: { page, limit },
      authenticated: true,
    }),
  );
  return toPaged(envelope, { page, limit });
}
