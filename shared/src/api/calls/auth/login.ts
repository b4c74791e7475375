import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, LoginResult } from '../../types';

/**
 * POST /auth/login: the user fields plus both tokens. Pure: pass the result to `startSession` to sign in.
 * Unknown e-mail and wrong password both answer 401 PASSWORDS_MISMATCH.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  return unwrap(await apiClient.post<Envelope<LoginResult>>('/auth/login', { email, password }));
}
