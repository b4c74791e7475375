import type { User } from '@immo237/shared/api';

// What the tests of 'Mon profil' share: the signed-in member as stored at login, and as the API describes her.

/** Awa Nkono as the login stored her. */
export const storedUser = {
  id: 'u1',
  email: 'awa@example.cm',
  firstName: 'Awa',
  lastName: 'Nkono',
  pseudo: 'awank',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The same member as GET /user/profile answers (no phone, no bio); `changes` for the case at hand. */
export const apiUser = (changes: Partial<User> = {}) =>
  ({
    ...storedUser,
    firstname: 'Awa',
    lastname: 'Nkono',
    phone: null,
    showPhone: false,
    bio: null,
    avatar: null,
    ...changes,
  }) as unknown as User;
