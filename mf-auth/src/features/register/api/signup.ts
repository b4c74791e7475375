import { apiClient, unwrap, type Envelope, type SignupBody, type User } from '@immo237/shared/api';

/**
 * POST /auth/signup (201 SIGNUP_SUCCESSFULL): the new user; the verification e-mail is on its way.
 * Only the sign-up page creates an account, so the call lives here, not in @immo237/shared.
 */
export async function signup(body: SignupBody): Promise<User> {
  return unwrap(await apiClient.post<Envelope<User>>('/auth/signup', { role: 'USER', ...body }));
}
