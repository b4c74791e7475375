import { useSignedLink } from '../../../hooks/use-signed-link';
import { turnOffMessageMails } from '../api/turn-off-message-mails';

/** The one-click link of a mail about new messages. A second click on the same link is still a success. */
export function useTurnOffMessageMails(token: string | null) {
  return useSignedLink('turn-off-message-mails', token, turnOffMessageMails, {
    EXPIRED_TOKEN: 'expired',
    INVALID_TOKEN: 'invalid',
    VALIDATION_ERROR: 'invalid',
    NOT_FOUND: 'invalid',
  });
}
