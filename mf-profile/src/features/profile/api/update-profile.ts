import { apiClient, unwrap, type Envelope, type ProfileUpdate, type User } from '@immo237/shared/api';

/**
 * PATCH /user/update-profile (UPDATED_SUCCESSFULLY): the new user record, which replaces the stored one
 * (`useAuthStore.getState().updateUser(user)`).
 * Only the profile page saves the profile, so the call lives here, not in @immo237/shared.
 */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  return unwrap(
    await apiClient.patch<Envelope<User>>('/user/update-profile', changes, { authenticated: true }),
  );
}
