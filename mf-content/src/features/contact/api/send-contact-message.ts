import { apiClient, unwrap, type ContactMessage, type Envelope, type MessageSent } from '@immo237/shared/api';

/**
 * POST /contact (201 CREATED_SUCCESSFULLY): the contact-page message; the sender gets a copy.
 * Only the contact page sends it, so the call lives here, not in @immo237/shared.
 */
export async function sendContactMessage(message: ContactMessage): Promise<MessageSent> {
  return unwrap(await apiClient.post<Envelope<MessageSent>>('/contact', message));
}
