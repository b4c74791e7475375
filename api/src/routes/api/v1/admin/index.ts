import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../../../../lib/errors.js';
import { removeImage } from '../../../../lib/images.js';
import { envelope } from '../../../../lib/reply.js';
import {
  closeReports,
  dashboardCounts,
  deleteListing,
  journal,
  journalPage,
  listListings,
  listUsers,
  markMessageHandled,
  openReports,
  pendingDocument,
  setModeration,
  setUserDisabled,
  teamMessages,
  userExists,
  type AdminAction,
} from '../../../../repositories/admin.js';
import { findProduct, type StoredImage } from '../../../../repositories/products.js';
import {
  AdminPageQuerySchema as pageQuery,
  AdminParamsSchema as idParams,
  adminResponses,
  ApproveVerificationBodySchema,
  RefuseVerificationBodySchema,
  RevokeVerificationBodySchema,
} from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { endAllSessions } from '../../../../services/sessions.js';
import {
  decideVerification,
  endVerification,
  pendingVerifications,
  sendDecisionMail,
  sendVerificationEndedMail,
} from '../../../../services/verifications.js';

/**
 * The administrators' API: every route checks the ADMIN role on the server (403
 * USER_IS_NOT_ADMIN otherwise, 401 without a session), and every action is journaled in the same transaction.
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  // Every decision is a write (a transaction, a journal line, often a mail or files removed): a budget per
  // administrator, counted after the role check (plugin hooks run before the routes' own).
  const adminLimit = app.userLimit('admin');
  const tags = ['admin'];
  const by = (
    request: Pick<FastifyRequest, 'userId' | 'adminEmail'>,
  ): Pick<AdminAction, 'adminId' | 'adminEmail'> => ({
    adminId: request.userId as string,
    adminEmail: request.adminEmail as string,
  });

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "'Tableau de bord': the counts to act on",
        security: bearer,
        response: adminResponses.dashboard,
      },
    },
    async () => envelope('SUCCESS', await dashboardCounts(app.db)),
  );

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Open reports grouped by listing, the most reported first',
        security: bearer,
        response: adminResponses.reports,
      },
    },
    async () =>
      envelope(
        'SUCCESS',
        (await openReports(app.db)).map((row) => ({
          product: {
            id: row.product_id,
            name: row.name,
            slug: row.slug,
            status: row.status,
            moderation: row.moderation,
          },
          reporters: row.reporters,
          reasons: row.reasons ?? {},
          comments: row.comments,
          firstAt: row.first_at.toISOString(),
          lastAt: row.last_at.toISOString(),
        })),
      ),
  );

  // 'Masquer l'annonce', 'Rétablir l'annonce', 'Classer sans suite': each closes the listing's open reports.
  const decisions = {
    hide: { moderation: 'HIDDEN' as const, action: 'listing.hide' },
    restore: { moderation: null, action: 'listing.restore' },
    dismiss: { moderation: null, action: 'reports.dismiss' },
  };
  for (const [name, decision] of Object.entries(decisions)) {
    app.post(
      `/listings/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: `Listing: ${name}`,
          security: bearer,
          params: idParams,
          response: adminResponses.listingDecision,
        },
      },
      async (request) => {
        const listing = await app.db.transaction(async (tx) => {
          const row = await setModeration(tx, request.params.id, decision.moderation);
          if (!row) return undefined;
          await closeReports(tx, row.id);
          await journal(tx, {
            ...by(request),
            action: decision.action,
            targetType: 'listing',
            targetId: row.id,
            detail: row.name,
          });
          return row;
        });
        if (!listing) throw notFound('Bien introuvable.');
        return envelope('SUCCESS', { id: listing.id, moderation: decision.moderation });
      },
    );
  }

  app.get(
    '/listings',
    {
      schema: {
        tags,
        summary: 'Every listing, any status, searched by name, city or owner',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.listings,
      },
    },
    async (request) => {
      const { query, page, limit } = request.query;
      const { rows, total } = await listListings(app.db, query, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map(({ total: _total, created_at, owner_email, owner_disabled, ...row }) => ({
          ...row,
          ownerEmail: owner_email,
          ownerDisabled: owner_disabled,
          createdAt: created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: adminLimit,
      schema: {
        tags,
        summary: 'Delete a listing and its images',
        security: bearer,
        params: idParams,
        response: adminResponses.deleted,
      },
    },
    async (request) => {
      const current = await findProduct(app.db, 'id', request.params.id);
      if (!current) throw notFound('Bien introuvable.');
      await app.db.transaction(async (tx) => {
        await deleteListing(tx, current.id);
        await journal(tx, {
          ...by(request),
          action: 'listing.delete',
          targetType: 'listing',
          targetId: current.id,
          detail: current.name,
        });
      });
      const images = [current.image, ...current.images].filter((i): i is StoredImage => !!i);
      await Promise.all(images.map((img) => removeImage(app.images, img)));
      return envelope('SUCCESS', { id: current.id });
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users searched by name or e-mail',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.users,
      },
    },
    async (request) => {
      const { query, page, limit } = request.query;
      const { rows, total } = await listUsers(app.db, query, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstname: row.first_name,
          lastname: row.last_name,
          role: row.role,
          disabled: row.disabled_at !== null,
          verified: row.verified_at !== null,
          listings: row.listings,
          createdAt: row.created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );

  // 'Désactiver' and 'Réactiver': a disabled account cannot sign in, its sessions end at once and its listings
  // leave the public pages until it is reactivated.
  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: `User: ${name}`,
          security: bearer,
          params: idParams,
          response: adminResponses.userState,
        },
      },
      async (request) => {
        if (disabled && request.params.id === request.userId)
          throw badRequest('Un administrateur ne peut pas désactiver son propre compte.');
        const user = await app.db.transaction(async (tx) => {
          const row = await setUserDisabled(tx, request.params.id, disabled);
          if (!row) return undefined;
          if (disabled) await endAllSessions(tx, row.id);
          await journal(tx, {
            ...by(request),
            action: `user.${name}`,
            targetType: 'user',
            targetId: row.id,
            detail: row.email,
          });
          return row;
        });
        if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
        return envelope('SUCCESS', { id: user.id, disabled });
      },
    );
  }

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: 'Messages sent to the team, newest first',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.messages,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await teamMessages(app.db, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map(({ total: _total, handled_at, created_at, product_id, ...row }) => ({
          ...row,
          propertyId: product_id,
          handled: handled_at !== null,
          createdAt: created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );

  app.post(
    '/messages/:id/handled',
    {
      onRequest: adminLimit,
      schema: {
        tags,
        summary: "'Marquer comme traité'",
        security: bearer,
        params: idParams,
        response: adminResponses.messageHandled,
      },
    },
    async (request) => {
      const message = await app.db.transaction(async (tx) => {
        const row = await markMessageHandled(tx, request.params.id);
        if (row)
          await journal(tx, {
            ...by(request),
            action: 'message.handled',
            targetType: 'message',
            targetId: row.id,
          });
        return row;
      });
      if (!message) throw notFound('Message introuvable.');
      return envelope('SUCCESS', { id: message.id, handled: true });
    },
  );

  // '/admin/verifications': the waiting requests, their private documents, the decisions.
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

  app.get(
    '/journal',
    {
      schema: {
        tags,
        summary: 'Every admin action: who, what, on what, when',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.journal,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await journalPage(app.db, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map((row) => ({
          id: row.id,
          admin: row.admin_email,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          detail: row.detail,
          at: row.created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );
};

export default admin;
