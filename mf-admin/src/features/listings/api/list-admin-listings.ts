import type { AdminListing } from '@immo237/shared/api';
import { readAdminPage } from '../../../lib/api/admin-request';

/** GET /admin/listings: every listing, any status, searched by name. */
export const listAdminListings = (query = '', page = 1, limit = 20) =>
  readAdminPage<AdminListing>('/admin/listings', query, page, limit);
