import { apiClient, unwrap, type AdminDashboard, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/dashboard: the counts of the 'Tableau de bord'. */
export async function getAdminDashboard(): Promise<AdminDashboard> {
  return unwrap(await apiClient.get<Envelope<AdminDashboard>>('/admin/dashboard', ADMIN_AUTH));
}
