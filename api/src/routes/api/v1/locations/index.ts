import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { productsVersion } from '../../../../repositories/products.js';
import { publicFormResponses } from '../../../../schemas/public-forms.js';
import { listLocations, type LocationsCity } from '../../../../services/places.js';

/** GET /api/v1/locations: cities, their quartiers and the public listings in each. */
const locations: FastifyPluginAsyncTypebox = async (app) => {
  // Counted again only when a listing changed (the catalogue's data version).
  let cached: { version: string; data: LocationsCity[] } | undefined;
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary:
          'Cities (known ones first) with their quartiers, positions and the number of public listings in each',
        response: publicFormResponses.locations,
      },
    },
    async (_request, reply) => {
      const version = await productsVersion(app.db);
      if (cached?.version !== version) cached = { version, data: await listLocations(app.db) };
      reply.header('cache-control', 'public, max-age=60');
      return envelope('READ_SUCCESSFULLY', cached.data);
    },
  );
};

export default locations;
