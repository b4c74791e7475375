import { apiClient, unwrap, type AdminLowPrice, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/low-prices: public listings priced far below their quartier's figure, the newest first. */
export async function listLowPrices(): Promise<AdminLowPrice[]> {
  return unwrap(await apiClient.get<Envelope<AdminLowPrice[]>>('/admin/low-prices', ADMIN_AUTH));
}
