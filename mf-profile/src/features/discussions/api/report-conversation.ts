import {
  apiClient,
  unwrap,
  type ConversationReportBody,
  type ConversationReported,
  type Envelope,
} from '@immo237/shared/api';

/**
 * POST /conversations/{id}/report (201 CREATED_SUCCESSFULLY): reports the other person to the moderators;
 * 409 ALREADY_REPORTED while my previous report of this discussion is open.
 */
export async function reportConversation(
  id: string,
  report: ConversationReportBody,
): Promise<ConversationReported> {
  return unwrap(
    await apiClient.post<Envelope<ConversationReported>>(
      `/conversations/${encodeURIComponent(id)}/report`,
      report,
      { authenticated: true },
    ),
  );
}
