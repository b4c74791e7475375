import { apiClient, unwrap, type AdminReport, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/reports: the open reports, grouped by listing. */
export async function listOpenReports(): Promise<AdminReport[]> {
  return unwrap(await apiClient.get<Envelope<AdminReport[]>>('/admin/reports', ADMIN_AUTH));
}
