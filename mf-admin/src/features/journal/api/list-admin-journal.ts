import type { AdminJournalEntry } from '@immo237/shared/api';
import { readAdminPage } from '../../../lib/api/admin-request';

/** GET /admin/journal: every administrator action, newest first. */
export const listAdminJournal = (page = 1, limit = 30) =>
  readAdminPage<AdminJournalEntry>('/admin/journal', '', page, limit);
