import { apiClient, unwrap, type AdminConversationDecision, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** 'Classer sans suite' or 'Désactiver le compte signalé': every open report on the discussion is closed. */
export async function decideConversationReport(
  reportId: string,
  decision: 'dismiss' | 'disable-reported',
): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminConversationDecision>>(
      `/admin/conversation-reports/${encodeURIComponent(reportId)}/${decision}`,
      {},
      ADMIN_AUTH,
    ),
  );
}
