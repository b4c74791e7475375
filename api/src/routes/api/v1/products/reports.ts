import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PER_ADDRESS_LIMITS } from '../../../../config.js';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  ListingParamsSchema,
  listingOwnerResponses,
  ReportBodySchema,
} from '../../../../schemas/listing-owner.js';
import { reportListing } from '../../../../services/reports.js';

const reports: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/report',
    {
      onRequest: app.optionalAuthenticate,
      config: {
        rateLimit: {
          max: app.config.rateLimits.reportsPerHour ?? PER_ADDRESS_LIMITS.reportsPerHour,
          timeWindow: 3600_000,
        },
      },
      schema: {
        tags: ['products'],
        summary:
          "Report a listing ('Signaler cette annonce'); signed in or not. One reporter counts once per listing; at three the listing is held for review",
        params: ListingParamsSchema,
        body: ReportBodySchema,
        response: listingOwnerResponses.report,
      },
    },
    async (request, reply) => {
      const outcome = await reportListing(app, {
        productId: request.params.id,
        reason: request.body.reason,
        comment: (request.body.comment ?? '').trim(),
        userId: request.userId,
        address: request.ip,
      });
      if (outcome === 'not-found') throw notFound('Bien introuvable.');
      // The same answer whether the report counted, was a repeat, or held the listing: nothing to learn from it.
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', null));
    },
  );
};

export default reports;
