import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { journal, pendingDocument, userExists } from '../../../../repositories/admin.js';
import {
  AdminParamsSchema as idParams,
  adminResponses,
  ApproveVerificationBodySchema,
  RefuseVerificationBodySchema,
  RevokeVerificationBodySchema,
} from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import {
  decideVerification,
  endVerification,
  pendingVerifications,
  sendDecisionMail,
  sendVerificationEndedMail,
} from '../../../../services/verifications.js';
import { by, tags } from './shared.js';

/**
 * '/admin/verifications': the waiting requests, their private documents, the decisions; and
 * '/admin/users/:id/revoke-verification', the end of an account's verification.
 */
const verifications: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

  app.get(
    '/verifications',
    {
      schema: {
        tags,
        summary: 'Verification requests waiting, oldest first',
        security: bearer,
        response: adminResponses.verifications,
      },
    },
    async () =>
      envelope(
        'SUCCESS',
        (await pendingVerifications(app.db)).map((row) => ({
          id: row.id,
          userId: row.user_id,
          email: row.email,
          firstname: row.first_name,
          lastname: row.last_name,
          phone: row.phone,
          listings: row.listings,
          createdAt: row.created_at.toISOString(),
        })),
      ),
  );

  app.get(
    '/verifications/:id/document',
    {
      schema: {
        tags,
        summary:
          'The identity document of a waiting request (image/webp), for administrators only, never cached',
        security: bearer,
        params: idParams,
        response: adminResponses.document,
      },
    },
    async (request, reply) => {
      const pending = await pendingDocument(app.db, request.params.id);
      const file = pending ? await app.privateFiles.get(pending.key) : null;
      if (!file || !pending) throw notFound('Document introuvable.');
      // An identity document is the most private thing the site holds: each view is journaled (who, which
      // request, when) before the file leaves, so no view goes unrecorded.
      await journal(app.db, {
        ...by(request),
        action: 'verification.document-view',
        targetType: 'verification',
        targetId: request.params.id,
        detail: pending.email,
      });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(file);
    },
  );

  for (const [name, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.post(
      `/verifications/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: approve ? "'Approuver': the account becomes verified" : "'Refuser' with a reason",
          security: bearer,
          params: idParams,
          body: approve ? ApproveVerificationBodySchema : RefuseVerificationBodySchema,
          response: adminResponses.verificationDecided,
        },
      },
      async (request) => {
        const reason = (request.body?.reason ?? '').trim();
        const decided = await app.db.transaction(async (tx) => {
          const row = await decideVerification(tx, request.params.id, {
            approve,
            reason,
            adminId: request.userId as string,
          });
          if (!row) return undefined;
          await journal(tx, {
            ...by(request),
            action: `verification.${name}`,
            targetType: 'verification',
            targetId: row.id,
            detail: approve ? row.email : `${row.email} : ${reason}`,
          });
          return row;
        });
        if (!decided) throw notFound('Demande introuvable ou déjà traitée.');
        // The document goes once the decision is recorded (a failed delete is logged; the row no longer names it).
        if (decided.document_key) {
          const key = decided.document_key;
          await app.privateFiles.remove(key).catch((err: unknown) => {
            request.log.error({ err, key }, 'verification document not deleted');
          });
        }
        app.background.run('verification decision mail', () =>
          sendDecisionMail(app, decided, approve, reason),
        );
        return envelope('SUCCESS', { id: decided.id, status: approve ? 'APPROVED' : 'REFUSED' });
      },
    );
  }

  // 'Retirer la vérification': an administrator ends an account's verification (a document found forged, a number
  // given to someone else…), with a reason the member reads, in the same transaction as its journal entry.
  app.post(
    '/users/:id/revoke-verification',
    {
      onRequest: adminLimit,
      schema: {
        tags,
        summary:
          "'Retirer la vérification': the badge leaves the account and its listings; the member is told why",
        security: bearer,
        params: idParams,
        body: RevokeVerificationBodySchema,
        response: adminResponses.verificationRevoked,
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      const outcome = await app.db.transaction(async (tx) => {
        const ended = await endVerification(tx, request.params.id, {
          reason,
          adminId: request.userId as string,
        });
        if (!ended) return (await userExists(tx, request.params.id)) ? 'not-verified' : 'not-found';
        await journal(tx, {
          ...by(request),
          action: 'verification.revoke',
          targetType: 'user',
          targetId: request.params.id,
          detail: `${ended.email} : ${reason}`,
        });
        return ended;
      });
      if (outcome === 'not-found') throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
      if (outcome === 'not-verified')
        throw new ApiError(409, 'NOT_VERIFIED', 'Ce compte n’est pas un annonceur vérifié.');
      app.background.run('verification ended mail', () => sendVerificationEndedMail(app, outcome, reason));
      return envelope('SUCCESS', { id: request.params.id, status: 'REVOKED' as const });
    },
  );
};

export default verifications;
