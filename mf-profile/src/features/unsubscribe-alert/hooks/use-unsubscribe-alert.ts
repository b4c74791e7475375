import { unsubscribeAlert } from '@immo237/shared/api';
import { useSignedLink } from '../../../hooks/use-signed-link';

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
