import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../../../../lib/errors.js';
import { removeImage } from '../../../../lib/images.js';
import { envelope } from '../../../../lib/reply.js';
import {
  closeReports,
  dashboardCounts,
  journal,
  journalPage,
  listListings,
  listUsers,
  markMessageHandled,
  openReports,
  setModeration,
  setUserDisabled,
  teamMessages,
  type AdminAction,
} from '../../../../repositories/admin.js';
import { findProduct, type StoredImage } from '../../../../repositories/products.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { endAllSessions } from '../../../../services/sessions.js';
import {
  decideVerification,
  pendingVerifications,
  sendDecisionMail,
} from '../../../../services/verifications.js';

const idParams = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;
const pageQuery = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 200, default: '' },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
const responses = {
  200: okResponse('SUCCESS'),
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
} as const;

type PageQuery = { query: string; page: number; limit: number };

/**
 * The administrators' API (issue 15, point 2): every route checks the ADMIN role on the server (403
 * USER_IS_NOT_ADMIN otherwise, 401 without a session), and every action is journaled in the same transaction.
 */
const admin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const schema = (summary: string, extra: Record<string, unknown> = {}) => ({
    tags: ['admin'],
    summary,
    security: bearer,
    response: responses,
    ...extra,
  });
  const by = (request: FastifyRequest): Pick<AdminAction, 'adminId' | 'adminEmail'> => ({
    adminId: request.userId as string,
    adminEmail: request.adminEmail as string,
  });

  app.get('/dashboard', { schema: schema("'Tableau de bord': the counts to act on") }, async () =>
    envelope('SUCCESS', await dashboardCounts(app.db)),
  );

  app.get(
    '/reports',
    { schema: schema('Open reports grouped by listing, the most reported first') },
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
    app.post<{ Params: { id: string } }>(
      `/listings/:id/${name}`,
      { schema: schema(`Listing: ${name}`, { params: idParams }) },
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

  app.get<{ Querystring: PageQuery }>(
    '/listings',
    {
      schema: schema('Every listing, any status, searched by name, city or owner', {
        querystring: pageQuery,
      }),
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

  app.delete<{ Params: { id: string } }>(
    '/listings/:id',
    { schema: schema('Delete a listing and its images', { params: idParams }) },
    async (request) => {
      const current = await findProduct(app.db, 'id', request.params.id);
      if (!current) throw notFound('Bien introuvable.');
      await app.db.transaction(async (tx) => {
        await tx.query('DELETE FROM products WHERE id = $1', [current.id]);
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

  app.get<{ Querystring: PageQuery }>(
    '/users',
    { schema: schema('Users searched by name or e-mail', { querystring: pageQuery }) },
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
    app.post<{ Params: { id: string } }>(
      `/users/:id/${name}`,
      { schema: schema(`User: ${name}`, { params: idParams }) },
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

  app.get<{ Querystring: PageQuery }>(
    '/messages',
    { schema: schema('Messages sent to the team, newest first', { querystring: pageQuery }) },
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

  app.post<{ Params: { id: string } }>(
    '/messages/:id/handled',
    { schema: schema("'Marquer comme traité'", { params: idParams }) },
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

  // '/admin/verifications' (issue 15, point 4): the waiting requests, their private documents, the decisions.
  app.get('/verifications', { schema: schema('Verification requests waiting, oldest first') }, async () =>
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

  app.get<{ Params: { id: string } }>(
    '/verifications/:id/document',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The identity document of a waiting request (image/webp), for administrators only, never cached',
        security: bearer,
        params: idParams,
      },
    },
    async (request, reply) => {
      const [row] = await app.db.query<{ document_key: string | null }>(
        `SELECT document_key FROM verification_requests WHERE id = $1 AND status = 'PENDING'`,
        [request.params.id],
      );
      const file = row?.document_key ? await app.privateFiles.get(row.document_key) : null;
      if (!file) throw notFound('Document introuvable.');
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
    app.post<{ Params: { id: string }; Body: { reason?: string } }>(
      `/verifications/:id/${name}`,
      {
        schema: schema(approve ? "'Approuver': the account becomes verified" : "'Refuser' with a reason", {
          params: idParams,
          body: {
            type: 'object',
            ...(approve ? {} : { required: ['reason'] }),
            properties: {
              reason: { type: 'string', maxLength: 1000, ...(approve ? {} : { pattern: '\\S' }) },
            },
          },
        }),
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

  app.get<{ Querystring: PageQuery }>(
    '/journal',
    { schema: schema('Every admin action: who, what, on what, when', { querystring: pageQuery }) },
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
