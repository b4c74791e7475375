import { useSignedLink } from '../../../hooks/use-signed-link';
import { unsubscribeAlert } from '../api/unsubscribe-alert';

/**
 * The one-click unsubscribe link of an alert mail. A second click on the same link is still a
 * success (the alert stays paused).
 */
export function useUnsubscribeAlert(token: string | null) {
  return useSignedLink('unsubscribe-alert', token, unsubscribeAlert, {
    EXPIRED_TOKEN: 'expired',
    INVALID_TOKEN: 'invalid',
    VALIDATION_ERROR: 'invalid',
    NOT_FOUND: 'notFound',
  });
}
