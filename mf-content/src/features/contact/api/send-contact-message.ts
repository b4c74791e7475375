import { apiClient, unwrap, type ContactMessage, type Envelope, type MessageSent } from '@immo237/shared/api';
import { i18n } from '@immo237/shared/i18n';

/**
 * POST /contact (201 CREATED_SUCCESSFULLY): the contact-page message; the sender gets a copy, in the page's language.
 * Only the contact page sends it, so the call lives here, not in @immo237/shared.
 */
export async function sendContactMessage(message: ContactMessage): Promise<MessageSent> {
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  return unwrap(await apiClient.post<Envelope<MessageSent>>('/contact', { ...message, language }));
}
