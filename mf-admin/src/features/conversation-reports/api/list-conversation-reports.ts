import { apiClient, unwrap, type AdminConversationReport, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/conversation-reports: the open reports on discussions, the oldest first, without the messages. */
export async function listConversationReports(): Promise<AdminConversationReport[]> {
  return unwrap(
    await apiClient.get<Envelope<AdminConversationReport[]>>('/admin/conversation-reports', ADMIN_AUTH),
  );
}
