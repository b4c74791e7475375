import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { removeImage } from '../../../../lib/images.js';
import { envelope } from '../../../../lib/reply.js';
import { deleteListing, journal, listListings } from '../../../../repositories/admin.js';
import { findProduct, type StoredImage } from '../../../../repositories/products.js';
import {
  AdminPageQuerySchema as pageQuery,
  AdminParamsSchema as idParams,
  adminResponses,
} from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { by, tags } from './shared.js';

/** '/admin/listings': every listing, any status; deleting one with its images. */
const listings: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

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
};

export default listings;
