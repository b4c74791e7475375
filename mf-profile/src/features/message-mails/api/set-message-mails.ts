import { apiClient, unwrap, type Envelope, type MessageMails } from '@immo237/shared/api';

/** PUT /user/message-mails: turns my e-mails about new messages on or off. */
export async function setMessageMails(enabled: boolean): Promise<MessageMails> {
  return unwrap(
    await apiClient.put<Envelope<MessageMails>>('/user/message-mails', { enabled }, { authenticated: true }),
  );
}
