import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  PriceCityParamsSchema,
  PriceQuartierParamsSchema,
  priceResponses,
} from '../../../../schemas/prices.js';
import { priceCities, pricePage } from '../../../../services/prices.js';

const tags = ['prices'];

/**
 * '/prices': what rent and land cost by city and quartier (/prix), read from the figures the periodic work
 * computes; a figure with too few listings behind it is left out.
 */
const prices: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The cities with price figures, and how many of their figures have enough listings',
        response: priceResponses.cities,
      },
    },
    async () => envelope('READ_SUCCESSFULLY', await priceCities(app)),
  );

  app.get(
    '/:city',
    {
      schema: {
        tags,
        summary: "A city's median rents, sale prices and land prices per m², and its quartiers",
        params: PriceCityParamsSchema,
        response: priceResponses.page,
      },
    },
    async (request) => {
      const page = await pricePage(app, request.params.city, null);
      if (!page) throw notFound('Ville introuvable.');
      return envelope('READ_SUCCESSFULLY', page);
    },
  );

  app.get(
    '/:city/:quartier',
    {
      schema: {
        tags,
        summary: "A quartier's median rents, sale prices and land prices per m²",
        params: PriceQuartierParamsSchema,
        response: priceResponses.page,
      },
    },
    async (request) => {
      const page = await pricePage(app, request.params.city, request.params.quartier);
      if (!page) throw notFound('Quartier introuvable.');
      return envelope('READ_SUCCESSFULLY', page);
    },
  );
};

export default prices;
