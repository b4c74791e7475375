import type { AdminTeamMessage } from '@immo237/shared/api';
import { readAdminPage } from '../../../lib/api/admin-request';

/** GET /admin/messages: what visitors sent to the team, newest first. */
export const listTeamMessages = (page = 1, limit = 20) =>
  readAdminPage<AdminTeamMessage>('/admin/messages', '', page, limit);
