import { apiClient, unwrap, type AdminConversationTranscript, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** GET /admin/conversation-reports/{id}/messages: the reported discussion's messages; the API journals the reading. */
export async function readReportedConversation(reportId: string): Promise<AdminConversationTranscript> {
  return unwrap(
    await apiClient.get<Envelope<AdminConversationTranscript>>(
      `/admin/conversation-reports/${encodeURIComponent(reportId)}/messages`,
      ADMIN_AUTH,
    ),
  );
}
