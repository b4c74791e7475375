import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * POST /alerts/unsubscribe (UPDATED_SUCCESSFULLY): the one-click link of an alert mail, no session needed (the token
 * is the credential); the alert is paused. Errors: INVALID_TOKEN, EXPIRED_TOKEN, NOT_FOUND.
 */
export async function unsubscribeAlert(
  token: string,
): Promise<{ id: string; paused: true; summary: string }> {
  return unwrap(
    await apiClient.post<Envelope<{ id: string; paused: true; summary: string }>>('/alerts/unsubscribe', {
      token,
    }),
  );
}
