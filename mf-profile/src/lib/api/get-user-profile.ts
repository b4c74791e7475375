import { apiClient, unwrap, type Envelope, type User } from '@immo237/shared/api';

/**
 * GET /user/user-profile (READ_SUCCESSFULLY): the signed-in user.
 * Only the member's area reads the profile, so the call lives here, not in @immo237/shared.
 */
export async function getUserProfile(): Promise<User> {
  return unwrap(await apiClient.get<Envelope<User>>('/user/user-profile', { authenticated: true }));
}
