import { apiClient, unwrap, type EmailVerified, type Envelope } from '@immo237/shared/api';

/**
 * GET /auth/auth/verify-email/{token} (SUCCESS); 400 INVALID_TOKEN / EXPIRED_TOKEN, 404 USER_NOT_FOUND.
 * Only the e-mail verification page makes it, so the call lives here, not in @immo237/shared.
 */
export async function verifyEmail(token: string): Promise<EmailVerified> {
  return unwrap(
    await apiClient.get<Envelope<EmailVerified>>(`/auth/auth/verify-email/${encodeURIComponent(token)}`),
  );
}
