import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  PRODUCT_COLUMNS,
  publicListing,
  toProductDto,
  type ProductRow,
} from '../../../../repositories/products.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { recordListingEvent } from '../../../../services/listing-events.js';

const params = { type: 'object', required: ['productId'], properties: { productId: uuidSchema } } as const;

/** Favourites of the signed-in user (spec: favourites make no call in the original; ours persist). */
const favourites: FastifyPluginAsync = async (app) => {
  app.get(
    '/favourites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'My favourite listings (ACTIVE ones), newest first',
        security: bearer,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 401: errorResponse },
      },
    },
    async (request) => {
      const rows = await app.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products
         JOIN (SELECT product_id, created_at AS fav_at FROM favourites WHERE user_id = $1) f ON f.product_id = id
         WHERE ${publicListing()} ORDER BY fav_at DESC LIMIT 500`,
        [request.userId],
      );
      return envelope(
        'READ_SUCCESSFULLY',
        rows.map((r) => toProductDto(r, (k) => app.images.url(k))),
      );
    },
  );

  app.post<{ Params: { productId: string } }>(
    '/favourites/:productId',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['favourites'],
        summary: 'Add a listing to my favourites (idempotent)',
        security: bearer,
        params,
        response: {
          201: okResponse('CREATED_SUCCESSFULLY'),
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const product = await app.db.one(`SELECT id FROM products WHERE id = $1 AND ${publicListing()}`, [
        request.params.productId,
      ]);
      if (!product) throw notFound('Bien introuvable.');
      await app.db.query(
        'INSERT INTO favourites (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [request.userId, request.params.productId],
      );
      // The owner's figures (issue 17): one save per user and day, whoever saves it again; not their own.
      const userId = request.userId as string;
      await recordListingEvent(app, {
        productId: request.params.productId,
        kind: 'save',
        visitor: userId,
        userId,
      });
      return reply
        .status(201)
        .send(envelope('CREATED_SUCCESSFULLY', { productId: request.params.productId }));
    },
  );

  app.delete<{ Params: { productId: string } }>(
    '/favourites/:productId',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['favourites'],
        summary: 'Remove a listing from my favourites',
        security: bearer,
        params,
        response: {
          200: okResponse('DELETED_SUCCESSFULLY'),
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const rows = await app.db.query(
        'DELETE FROM favourites WHERE user_id = $1 AND product_id = $2 RETURNING product_id',
        [request.userId, request.params.productId],
      );
      if (!rows[0]) throw notFound('Ce bien n’est pas dans vos favoris.');
      return envelope('DELETED_SUCCESSFULLY', { productId: request.params.productId });
    },
  );
};

export default favourites;
