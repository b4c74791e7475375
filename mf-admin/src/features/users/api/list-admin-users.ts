import type { AdminUser } from '@immo237/shared/api';
import { readAdminPage } from '../../../lib/api/admin-request';

/** GET /admin/users: the accounts, searched by name or e-mail. */
export const listAdminUsers = (query = '', page = 1, limit = 20) =>
  readAdminPage<AdminUser>('/admin/users', query, page, limit);
