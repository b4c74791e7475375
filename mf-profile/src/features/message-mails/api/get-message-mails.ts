import { apiClient, unwrap, type Envelope, type MessageMails } from '@immo237/shared/api';

/** GET /user/message-mails: whether I get an e-mail about new messages of my discussions. */
export async function getMessageMails(): Promise<MessageMails> {
  return unwrap(await apiClient.get<Envelope<MessageMails>>('/user/message-mails', { authenticated: true }));
}
