import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * POST /auth/forgot-password: the same SUCCESS whether the e-mail is known or not.
 * Only the forgotten password page asks for the mail, so the call lives here, not in @immo237/shared.
 */
export async function forgotPassword(email: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/forgot-password', { email }));
}
