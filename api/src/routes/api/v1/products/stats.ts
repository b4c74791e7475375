import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../../../lib/reply.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import {
  listingStats,
  myListingsTotals,
  STATS_WINDOWS,
  type StatsWindow,
} from '../../../../services/listing-stats.js';

/** Issue 17, point 1: the owner's figures (views, contacts, saves), per listing and per Cameroonian day. */
const stats: FastifyPluginAsync = async (app) => {
  app.get(
    '/mine/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          "The last 30 days' totals (views, contacts, saves) of every listing of mine: { days, from, to, listings: { [id]: { views, contacts, saves } } }",
        security: bearer,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 401: errorResponse },
      },
    },
    async (request) => envelope('READ_SUCCESSFULLY', await myListingsTotals(app, request.userId as string)),
  );

  app.get<{ Params: { id: string }; Querystring: { days: StatsWindow } }>(
    '/:id/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          "A listing's figures for its owner over 7 or 30 days: series [{ day, views, contacts, saves }] (every day, zeros included) and totals",
        security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', enum: [...STATS_WINDOWS], default: 30 } },
        },
        response: {
          200: okResponse('READ_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
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
