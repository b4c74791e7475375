import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer, idParams as params } from '../../../../schemas/common.js';
import {
  CopyAvailabilityBodySchema,
  VisitAvailabilitySchema,
  visitResponses,
} from '../../../../schemas/visits.js';
import {
  copyAvailability,
  freeSlots,
  getAvailability,
  setAvailability,
} from '../../../../services/visits.js';

const tags = ['visits'];

/**
 * A listing's visit hours ('Disponibilités de visite', its owner's only: 404 for anyone else) and its free slots
 * (public, for 'Demander une visite').
 */
const visitHours: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { onRequest: [app.authenticate, app.userLimit('listings')] };

  app.get(
    '/:id/visit-availability',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "My listing's visit hours (Africa/Douala), visit length and dates off",
        security: bearer,
        params,
        response: visitResponses.availability,
      },
    },
    async (request) =>
      envelope('SUCCESS', await getAvailability(app, request.userId as string, request.params.id)),
  );

  app.put(
    '/:id/visit-availability',
    {
      ...owner,
      schema: {
        tags,
        summary: "Sets my listing's visit hours; no range: no visit offered",
        security: bearer,
        params,
        body: VisitAvailabilitySchema,
        response: visitResponses.availability,
      },
    },
    async (request) =>
      envelope(
        'SUCCESS',
        await setAvailability(app, request.userId as string, request.params.id, request.body),
      ),
  );

  app.post(
    '/:id/visit-availability/copy',
    {
      ...owner,
      schema: {
        tags,
        summary: "Gives other listings of mine this listing's visit hours",
        security: bearer,
        params,
        body: CopyAvailabilityBodySchema,
        response: visitResponses.copied,
      },
    },
    async (request) =>
      envelope(
        'UPDATED_SUCCESSFULLY',
        await copyAvailability(app, request.userId as string, request.params.id, request.body.productIds),
      ),
  );

  app.get(
    '/:id/visit-slots',
    {
      schema: {
        tags,
        summary: 'The free visit slots of the next 14 days, by local date (Africa/Douala), and the visit fee',
        params,
        response: visitResponses.slots,
      },
    },
    async (request, reply) => {
      // Slots change as visits are confirmed: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      return envelope('SUCCESS', await freeSlots(app, request.params.id));
    },
  );
};

export default visitHours;
