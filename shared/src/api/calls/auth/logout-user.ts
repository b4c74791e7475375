import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** POST /auth/logout: revokes the refresh token (and its family). `endSession` wraps it. */
export async function logoutUser(refreshToken: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/logout', { refreshToken }));
}
