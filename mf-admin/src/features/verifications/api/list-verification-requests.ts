import { apiClient, unwrap, type AdminVerification, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/verifications: the 'Annonceur vérifié' requests waiting, oldest first. */
export async function listVerificationRequests(): Promise<AdminVerification[]> {
  return unwrap(await apiClient.get<Envelope<AdminVerification[]>>('/admin/verifications', ADMIN_AUTH));
}
