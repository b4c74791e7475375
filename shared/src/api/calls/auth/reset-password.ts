import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** POST /auth/reset-password (single-use token, 1 h; every session is revoked); 400 INVALID_TOKEN / EXPIRED_TOKEN. */
export async function resetPassword(token: string, password: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/reset-password', { token, password }));
}
