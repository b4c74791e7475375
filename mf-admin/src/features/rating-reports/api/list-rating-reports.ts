import { apiClient, unwrap, type AdminRatingReport, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/rating-reports: the reported ratings after visits, the oldest report first. */
export async function listRatingReports(): Promise<AdminRatingReport[]> {
  return unwrap(await apiClient.get<Envelope<AdminRatingReport[]>>('/admin/rating-reports', ADMIN_AUTH));
}
