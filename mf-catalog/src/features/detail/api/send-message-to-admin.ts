import { apiClient, unwrap, type AdminMessage, type Envelope, type MessageSent } from '@immo237/shared/api';

/**
 * POST /user/send-message-to-admin (READ_SUCCESSFULLY, although it is a POST). With `propertyId` the message
 * also reaches the listing's owner. Signed-in senders are identified (optional bearer).
 * Only the listing's page sends it, so the call lives here, not in @immo237/shared.
 */
export async function sendMessageToAdmin(message: AdminMessage): Promise<MessageSent> {
  return unwrap(
    await apiClient.post<Envelope<MessageSent>>('/user/send-message-to-admin', message, {
      authenticated: 'optional',
    }),
  );
}
