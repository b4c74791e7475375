import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { ContactMessage, Envelope, MessageSent } from '../../types';

/** POST /contact (201 CREATED_SUCCESSFULLY): the contact-page message; the sender gets a copy. */
export async function sendContactMessage(message: ContactMessage): Promise<MessageSent> {
  return unwrap(await apiClient.post<Envelope<MessageSent>>('/contact', message));
}
