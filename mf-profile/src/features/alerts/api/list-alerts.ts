import { apiClient, unwrap, type Alert, type Envelope } from '@immo237/shared/api';

/** GET /user/alerts (READ_SUCCESSFULLY): my saved searches, newest first, each with `summary` (its filters in words). */
export async function listAlerts(): Promise<Alert[]> {
  return unwrap(await apiClient.get<Envelope<Alert[]>>('/user/alerts', { authenticated: true }));
}
