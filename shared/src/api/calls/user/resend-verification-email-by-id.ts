import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** GET /user/user/resend-verification-email/{id}; 404 USER_NOT_FOUND, 409 EMAIL_ALREADY_VERIFIED, 502 EMAIL_SEND_ERROR. */
export async function resendVerificationEmailById(id: string): Promise<void> {
  unwrap(
    await apiClient.get<Envelope<null>>(`/user/user/resend-verification-email/${encodeURIComponent(id)}`),
  );
}
