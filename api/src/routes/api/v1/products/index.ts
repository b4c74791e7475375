import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { findPublisher } from '../../../../repositories/agents.js';
import {
  currentProductsVersion,
  findProduct,
  isPublicListing,
  parseBbox,
  productsVersion,
  searchProducts,
  searchSql,
  toProductDto,
  type SearchFilters,
} from '../../../../repositories/products.js';
import { bearer, Envelope, errorResponse, errorResponses, uuidSchema } from '../../../../schemas/common.js';
import { ProductDetailSchema, ProductDtoSchema } from '../../../../schemas/product-dto.js';
import { SearchAnswerSchema, SearchQuerySchema, type SearchAnswer } from '../../../../schemas/search.js';
import { withoutBlankFilters } from '../../../../schemas/vocabulary.js';
import availabilityRoutes from './availability.js';
import eventRoutes from './events.js';
import reportRoutes from './reports.js';
import statsRoutes from './stats.js';
import visitHoursRoutes from './visit-hours.js';
import writeRoutes from './write.js';

const products: FastifyPluginAsync = async (app) => {
  const url = (key: string) => app.images.url(key);

  // Forms often send empty parameters (?city=&priceMax=): they mean "no filter", not zero (vocabulary.ts's rule).
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') request.query = withoutBlankFilters(query);
  });

  // Public answers are kept serialised by app.searchAnswers (plugins/app/search-answers.ts); a request whose answer
  // may be kept waits here, with its key and data version, for the serialised body its onSend hook receives.
  const pending = new WeakMap<FastifyRequest, { key: string; version: string }>();

  const list = async (filters: SearchFilters, request: FastifyRequest, reply: FastifyReply) => {
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
    const statements = searchSql(filters);
    // My listings are one person's: not kept.
    const key =
      filters.ownerId || app.searchAnswers.capacity === 0
        ? null
        : `${statements.page.sql}\u0000${JSON.stringify(statements.page.params)}`;
    const kept =
      key === null ? undefined : await app.searchAnswers.find(key, () => currentProductsVersion(app.db));
    if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept);
    const { rows, total, capped, version } = await searchProducts(app.db, filters, statements);
    if (key !== null && version !== null) pending.set(request, { key, version });
    const answer: SearchAnswer = {
      statusCode: 'READ_SUCCESSFULLY',
      data: rows.map((row) => toProductDto(row, url)),
      meta: { total, page: filters.page, limit: filters.limit, capped },
    };
    return answer;
  };

  /** Keeps an answer that was just serialised (the route's onSend: after the response schema's serialiser). */
  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const entry = pending.get(request);
    if (!entry || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    pending.delete(request);
    app.searchAnswers.keep(entry.key, entry.version, payload);
    return payload;
  };

  const listSchema = (summary: string, extra: Record<string, unknown> = {}) => ({
    tags: ['products'],
    summary,
    querystring: SearchQuerySchema,
    response: { 200: SearchAnswerSchema, 400: errorResponse, ...extra },
  });

  app.get<{ Querystring: SearchFilters }>(
    '/public/search',
    {
      schema: listSchema(
        'Search ACTIVE listings: filters, sort and paging; data is the page, meta {total,page,limit,capped}',
      ),
      onSend: keep,
    },
    async (request, reply) => list(request.query, request, reply),
  );

  app.get<{ Querystring: SearchFilters }>(
    '/',
    {
      schema: listSchema('List ACTIVE listings (same filters and paging as the public search)'),
      onSend: keep,
    },
    async (request, reply) => list(request.query, request, reply),
  );

  app.get<{ Querystring: SearchFilters }>(
    '/mine',
    {
      onRequest: app.authenticate,
      schema: {
        ...listSchema('My listings, ACTIVE and INACTIVE, paged (same filters as the search)', {
          401: errorResponse,
        }),
        security: bearer,
      },
    },
    async (request, reply) => list({ ...request.query, ownerId: request.userId as string }, request, reply),
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
        response: { 200: Envelope(ProductDetailSchema, 'READ_SUCCESSFULLY'), 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findProduct(app.db, 'slug', request.params.slug);
      if (!row || !isPublicListing(row)) throw notFound('Bien introuvable.');
      // 'Publié par': the agent's name and page, else the owner's first name; the month they joined.
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
        response: {
          200: Envelope(ProductDtoSchema, 'READ_SUCCESSFULLY'),
          ...errorResponses(400, 404),
        },
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
  await app.register(visitHoursRoutes);
};

export default products;
