import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  ListingParamsSchema,
  listingOwnerResponses,
  StatsQuerySchema,
} from '../../../../schemas/listing-owner.js';
import { listingStats, myListingsTotals } from '../../../../services/listing-stats.js';

/** The owner's figures (views, contacts, saves), per listing and per Cameroonian day. */
const stats: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mine/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          "The last 30 days' totals (views, contacts, saves) of every listing of mine: { days, from, to, listings: { [id]: { views, contacts, saves } } }",
        security: bearer,
        response: listingOwnerResponses.myStats,
      },
    },
    async (request) => envelope('READ_SUCCESSFULLY', await myListingsTotals(app, request.userId as string)),
  );

  app.get(
    '/:id/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          "A listing's figures for its owner over 7 or 30 days: series [{ day, views, contacts, saves }] (every day, zeros included) and totals",
        security: bearer,
        params: ListingParamsSchema,
        querystring: StatsQuerySchema,
        response: listingOwnerResponses.stats,
      },
    },
    async (request) =>
      envelope(
        'READ_SUCCESSFULLY',
        await listingStats(app, request.params.id, request.userId as string, request.query.days),
      ),
  );
};

export default stats;
