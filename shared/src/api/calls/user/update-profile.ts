import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, ProfileUpdate, User } from '../../types';

/**
 * PATCH /user/update-profile (UPDATED_SUCCESSFULLY): the new user record, which replaces the stored one
 * (`useAuthStore.getState().updateUser(user)`).
 */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  return unwrap(
    await apiClient.patch<Envelope<User>>('/user/update-profile', changes, { authenticated: true }),
  );
}
