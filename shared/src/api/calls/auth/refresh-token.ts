import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, RefreshResult } from '../../types';

/**
 * POST /auth/refresh (CREATED_SUCCESSFULLY): a new access token and the rotated refresh token (the one
 * given stops working). The client already refreshes on 401 by itself; this is the bare call.
 */
export async function refreshToken(token: string): Promise<RefreshResult> {
  return unwrap(await apiClient.post<Envelope<RefreshResult>>('/auth/refresh', { refreshToken: token }));
}
