import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  closeConversationReports,
  conversationTranscript,
  journal,
  openConversationReport,
  openConversationReportQueue,
  setUserDisabled,
} from '../../../../repositories/admin.js';
import { AdminParamsSchema as idParams, adminResponses } from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import type { ConversationReportReason } from '../../../../repositories/conversations.js';
import { endAllSessions } from '../../../../services/sessions.js';
import { by, tags } from './shared.js';

/** The queue shows this many open reports at once, the oldest first. */
const QUEUE_LIMIT = 200;
/** A reading shows the discussion's newest messages, up to this many. */
const TRANSCRIPT_LIMIT = 500;

const reportGone = () => notFound('Signalement introuvable ou déjà traité.');

/**
 * '/admin/conversation-reports': members' reports of a discussion. The queue names who reported whom and why; the
 * messages are read on demand, and every reading is journaled (who read which discussion, when) before the answer
 * leaves, like an identity document's view. A decision closes every open report on the discussion.
 */
const conversationReports: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

  app.get(
    '/conversation-reports',
    {
      schema: {
        tags,
        summary: 'Open reports on discussions, the oldest first (without the messages)',
        security: bearer,
        response: adminResponses.conversationReports,
      },
    },
    async () =>
      envelope(
        'SUCCESS',
        (await openConversationReportQueue(app.db, QUEUE_LIMIT)).map((row) => ({
          id: row.id,
          conversationId: row.conversation_id,
          reason: row.reason as ConversationReportReason,
          detail: row.detail,
          createdAt: row.created_at.toISOString(),
          listing:
            row.product_id && row.product_name && row.product_slug
              ? { id: row.product_id, name: row.product_name, slug: row.product_slug }
              : null,
          reporter: {
            id: row.reporter_id,
            firstname: row.reporter_first_name,
            lastname: row.reporter_last_name,
            email: row.reporter_email,
          },
          reported: {
            id: row.reported_id,
            firstname: row.reported_first_name,
            lastname: row.reported_last_name,
            email: row.reported_email,
            disabled: row.reported_disabled,
          },
          messages: row.messages,
        })),
      ),
  );

  app.get(
    '/conversation-reports/:id/messages',
    {
      schema: {
        tags,
        summary: "'Lire la discussion': the reported discussion's messages (each reading is journaled)",
        security: bearer,
        params: idParams,
        response: adminResponses.conversationTranscript,
      },
    },
    async (request, reply) => {
      const report = await openConversationReport(app.db, request.params.id);
      if (!report) throw reportGone();
      await journal(app.db, {
        ...by(request),
        action: 'conversation.read',
        targetType: 'conversation',
        targetId: report.conversation_id,
        detail: report.reported_email,
      });
      const messages = await conversationTranscript(app.db, report.conversation_id, TRANSCRIPT_LIMIT);
      reply.header('cache-control', 'private, no-store');
      return envelope('SUCCESS', {
        conversationId: report.conversation_id,
        messages: messages.map((message) => ({
          id: message.id,
          senderId: message.sender_id,
          senderName: `${message.first_name} ${message.last_name}`.trim(),
          body: message.body,
          createdAt: message.created_at.toISOString(),
        })),
      });
    },
  );

  // 'Classer sans suite' closes the reports; 'Désactiver le compte signalé' also disables the reported account
  // (it can no longer sign in, its sessions end, its discussions take no new message).
  for (const [name, disable] of [
    ['dismiss', false],
    ['disable-reported', true],
  ] as const) {
    app.post(
      `/conversation-reports/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: disable
            ? "'Désactiver le compte signalé': the reported account is disabled and the reports closed"
            : "'Classer sans suite': the discussion's open reports are closed",
          security: bearer,
          params: idParams,
          response: adminResponses.conversationDecision,
        },
      },
      async (request) => {
        const decided = await app.db.transaction(async (tx) => {
          const report = await openConversationReport(tx, request.params.id);
          if (!report) return undefined;
          if (disable && report.reported_id === request.userId)
            throw badRequest('Un administrateur ne peut pas désactiver son propre compte.');
          if (disable) {
            await setUserDisabled(tx, report.reported_id, true);
            await endAllSessions(tx, report.reported_id);
            await journal(tx, {
              ...by(request),
              action: 'user.disable',
              targetType: 'user',
              targetId: report.reported_id,
              detail: report.reported_email,
            });
          }
          const closed = await closeConversationReports(tx, report.conversation_id);
          await journal(tx, {
            ...by(request),
            action: `conversation-reports.${name}`,
            targetType: 'conversation',
            targetId: report.conversation_id,
            detail: report.reported_email,
          });
          return { conversationId: report.conversation_id, closed, reportedDisabled: disable };
        });
        if (!decided) throw reportGone();
        return envelope('SUCCESS', decided);
      },
    );
  }
};

export default conversationReports;
