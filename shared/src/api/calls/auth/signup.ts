import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, SignupBody, User } from '../../types';

/** POST /auth/signup (201 SIGNUP_SUCCESSFULL): the new user; the verification e-mail is on its way. */
export async function signup(body: SignupBody): Promise<User> {
  return unwrap(await apiClient.post<Envelope<User>>('/auth/signup', { role: 'USER', ...body }));
}
