import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** POST /auth/resend-verification-email; 404 USER_NOT_FOUND, 409 EMAIL_ALREADY_VERIFIED, 502 EMAIL_SEND_ERROR. */
export async function resendVerificationEmailByEmail(email: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/resend-verification-email', { email }));
}
