import { apiClient, unwrap, type AdminMessageHandled, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** 'Marquer comme traité'. */
export async function markTeamMessageHandled(id: string): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminMessageHandled>>(
      `/admin/messages/${encodeURIComponent(id)}/handled`,
      {},
      ADMIN_AUTH,
    ),
  );
}
