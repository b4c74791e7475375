import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { EmailVerified, Envelope } from '../../types';

/** GET /auth/auth/verify-email/{token} (SUCCESS); 400 INVALID_TOKEN / EXPIRED_TOKEN, 404 USER_NOT_FOUND. */
export async function verifyEmail(token: string): Promise<EmailVerified> {
  return unwrap(
    await apiClient.get<Envelope<EmailVerified>>(`/auth/auth/verify-email/${encodeURIComponent(token)}`),
  );
}
