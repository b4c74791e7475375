import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/**
 * POST /auth/resend-verification-email: SUCCESS whether the address is unknown, verified or waiting (the mail goes only
 * to a waiting one), so the answer tells nothing about accounts; 429 past the limits.
 */
export async function resendVerificationEmailByEmail(email: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/resend-verification-email', { email }));
}
