import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { findPublisher } from '../../../../repositories/agents.js';
import {
  findProduct,
  isPublicListing,
  parseBbox,
  productsVersion,
  searchProducts,
  toProductDto,
  type SearchFilters,
} from '../../../../repositories/products.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { searchQuerySchema } from '../../../../schemas/search.js';
import availabilityRoutes from './availability.js';
import eventRoutes from './events.js';
import reportRoutes from './reports.js';
import statsRoutes from './stats.js';
import writeRoutes from './write.js';

const products: FastifyPluginAsync = async (app) => {
  const url = (key: string) => app.images.url(key);

  // Forms often send empty parameters (?city=&priceMax=): they mean "no filter", not zero.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
  });

  const list = async (filters: SearchFilters) => {
    const box = parseBbox(filters.bbox);
    const inRange = (b: NonNullable<typeof box>) =>
      b.south >= -90 &&
      b.north <= 90 &&
      b.south <= b.north &&
      b.west >= -180 &&
      b.east <= 180 &&
      b.west <= b.east;
    if (box && !inRange(box)) {
      throw badRequest('Zone de carte invalide.', [
        { path: '/bbox', message: 'ouest,sud,est,nord', params: {} },
      ]);
    }
    const { rows, total } = await searchProducts(app.db, filters);
    return {
      statusCode: 'READ_SUCCESSFULLY',
      data: rows.map((row) => toProductDto(row, url)),
      meta: { total, page: filters.page, limit: filters.limit },
    };
  };

  app.get<{ Querystring: SearchFilters }>(
    '/public/search',
    {
      schema: {
        tags: ['products'],
        summary:
          'Search ACTIVE listings: filters, sort and paging; data is the page, meta {total,page,limit}',
        querystring: searchQuerySchema,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse },
      },
    },
    async (request) => list(request.query),
  );

  app.get<{ Querystring: SearchFilters }>(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List ACTIVE listings (same filters and paging as the public search)',
        querystring: searchQuerySchema,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse },
      },
    },
    async (request) => list(request.query),
  );

  app.get<{ Querystring: SearchFilters }>(
    '/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary: 'My listings, ACTIVE and INACTIVE, paged (same filters as the search)',
        security: bearer,
        querystring: searchQuerySchema,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => list({ ...request.query, ownerId: request.userId as string }),
  );

  app.get(
    '/public/version',
    {
      schema: {
        tags: ['products'],
        summary: 'The catalogue data version: changes whenever a listing is created, changed or removed',
        response: {
          200: {
            type: 'object',
            properties: {
              statusCode: { type: 'string' },
              data: { type: 'object', properties: { version: { type: 'string' } } },
            },
          },
        },
      },
    },
    async () => envelope('READ_SUCCESSFULLY', { version: await productsVersion(app.db) }),
  );

  app.get<{ Params: { slug: string } }>(
    '/public/details/:slug',
    {
      schema: {
        tags: ['products'],
        summary: 'One ACTIVE listing by slug',
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 200: okResponse('READ_SUCCESSFULLY'), 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findProduct(app.db, 'slug', request.params.slug);
      if (!row || !isPublicListing(row)) throw notFound('Bien introuvable.');
      // 'Publié par' (issue 17): the agent's name and page, else the owner's first name; the month they joined.
      const publisher = await findPublisher(app.db, row.user_id);
      return envelope('READ_SUCCESSFULLY', { ...toProductDto(row, url), publisher });
    },
  );

  // Links that only know a listing's id (favourites, old shares: /property/{id}) resolve it here to the
  // canonical /details/{slug}; INACTIVE listings stay hidden exactly as on the slug route.
  app.get<{ Params: { id: string } }>(
    '/public/by-id/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One ACTIVE listing by id',
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findProduct(app.db, 'id', request.params.id);
      if (!row || !isPublicListing(row)) throw notFound('Bien introuvable.');
      return envelope('READ_SUCCESSFULLY', toProductDto(row, url));
    },
  );

  await app.register(writeRoutes);
  await app.register(reportRoutes);
  await app.register(availabilityRoutes);
  await app.register(eventRoutes);
  await app.register(statsRoutes);
};

export default products;
