import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/**
 * POST /auth/reset-password (single-use token, 1 h; every session is revoked); 400 INVALID_TOKEN / EXPIRED_TOKEN.
 * Only the reset page sets a new password, so the call lives here, not in @immo237/shared.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/reset-password', { token, password }));
}
