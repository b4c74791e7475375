import { apiClient, unwrap, type Envelope, type MessageMails } from '@immo237/shared/api';

/**
 * POST /notifications/message-mails/off (UPDATED_SUCCESSFULLY): the one-click link of a mail about new messages, no
 * session needed (the token is the credential). Errors: INVALID_TOKEN, EXPIRED_TOKEN, NOT_FOUND.
 */
export async function turnOffMessageMails(token: string): Promise<MessageMails> {
  return unwrap(await apiClient.post<Envelope<MessageMails>>('/notifications/message-mails/off', { token }));
}
