import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * POST /auth/resend-verification-email: SUCCESS whether the address is unknown, verified or waiting (the mail goes only
 * to a waiting one), so the answer tells nothing about accounts; 429 past the limits.
 * Only the e-mail verification page asks for another mail, so the call lives here, not in @immo237/shared.
 */
export async function resendVerificationEmailByEmail(email: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/resend-verification-email', { email }));
}
