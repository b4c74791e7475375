import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, User } from '../../types';

/** GET /user/user-profile (READ_SUCCESSFULLY): the signed-in user. */
export async function getUserProfile(): Promise<User> {
  return unwrap(await apiClient.get<Envelope<User>>('/user/user-profile', { authenticated: true }));
}
