import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { AdminMessage, Envelope, MessageSent } from '../../types';

/**
 * POST /user/send-message-to-admin (READ_SUCCESSFULLY, although it is a POST). With `propertyId` the message
 * also reaches the listing's owner. Signed-in senders are identified (optional bearer).
 */
export async function sendMessageToAdmin(message: AdminMessage): Promise<MessageSent> {
  return unwrap(
    await apiClient.post<Envelope<MessageSent>>('/user/send-message-to-admin', message, {
      authenticated: 'optional',
    }),
  );
}
