import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { addFavourite, listFavourites, removeFavourite } from '../../../../repositories/favourites.js';
import { toProductDto } from '../../../../repositories/products.js';
import { bearer } from '../../../../schemas/common.js';
import { FavouriteParamsSchema as params, favouriteResponses } from '../../../../schemas/favourites.js';
import { recordListingEvent } from '../../../../services/listing-events.js';

/** Favourites of the signed-in user (kept on the server, so they follow the account). */
const favourites: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/favourites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'My favourite listings (ACTIVE ones), newest first',
        security: bearer,
        response: favouriteResponses.list,
      },
    },
    async (request) => {
      const rows = await listFavourites(app.db, request.userId as string);
      return envelope(
        'READ_SUCCESSFULLY',
        rows.map((r) => toProductDto(r, (k) => app.images.url(k))),
      );
    },
  );

  app.post(
    '/favourites/:productId',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['favourites'],
        summary: 'Add a listing to my favourites (idempotent)',
        security: bearer,
        params,
        response: favouriteResponses.add,
      },
    },
    async (request, reply) => {
      const userId = request.userId as string;
      if (!(await addFavourite(app.db, userId, request.params.productId)))
        throw notFound('Bien introuvable.');
      // The owner's figures: one save per user and day, whoever saves it again; not their own.
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

  app.delete(
    '/favourites/:productId',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['favourites'],
        summary: 'Remove a listing from my favourites',
        security: bearer,
        params,
        response: favouriteResponses.remove,
      },
    },
    async (request) => {
      if (!(await removeFavourite(app.db, request.userId as string, request.params.productId)))
        throw notFound('Ce bien n’est pas dans vos favoris.');
      return envelope('DELETED_SUCCESSFULLY', { productId: request.params.productId });
    },
  );
};

export default favourites;
