import type { AdminUser, Paged } from '@immo237/shared/api';

/** A member as the users list shows it: Awa Nkono, not verified, two listings; `changes` for the case at hand. */
export const adminUser = (changes: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  email: 'awa@example.cm',
  firstname: 'Awa',
  lastname: 'Nkono',
  role: 'USER',
  disabled: false,
  verified: false,
  listings: 2,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...changes,
});

/** A paged answer holding every item on its first page. */
export const onePage = <T>(items: T[], limit = 20): Paged<T> => ({
  items,
  total: items.length,
  page: 1,
  limit,
});
