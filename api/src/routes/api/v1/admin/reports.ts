import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  closeReports,
  journal,
  lowPriceListings,
  openReports,
  setModeration,
} from '../../../../repositories/admin.js';
import { AdminParamsSchema as idParams, adminResponses } from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { by, tags } from './shared.js';

/** '/admin/reports': the open reports, and the decisions on a reported listing. */
const reports: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

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

  app.get(
    '/low-prices',
    {
      schema: {
        tags,
        summary: "Public listings priced far below their quartier's figure, the newest first",
        security: bearer,
        response: adminResponses.lowPrices,
      },
    },
    async () =>
      envelope(
        'SUCCESS',
        (await lowPriceListings(app.db)).map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          category: row.category,
          isForSale: row.is_for_sale,
          city: row.city,
          district: row.district,
          price: row.price,
          area: row.area,
          median: row.median,
          ownerVerified: row.owner_verified,
          ownerEmail: row.owner_email,
          createdAt: row.created_at.toISOString(),
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
};

export default reports;
