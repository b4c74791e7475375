import { apiClient, unwrap, type Envelope, type LoginResult } from '@immo237/shared/api';

/**
 * POST /auth/login: the user fields plus both tokens. Pure: pass the result to `startSession` to sign in.
 * Unknown e-mail and wrong password both answer 401 PASSWORDS_MISMATCH.
 * Only the login page signs in with a password, so the call lives here, not in @immo237/shared.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  return unwrap(await apiClient.post<Envelope<LoginResult>>('/auth/login', { email, password }));
}
