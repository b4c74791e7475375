import type { FastifyPluginAsync } from 'fastify';
import { ApiError, forbidden, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  findProduct,
  PRODUCT_COLUMNS,
  toProductDto,
  type ProductRow,
} from '../../../../repositories/products.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { confirmByToken } from '../../../../services/freshness.js';

interface AvailabilityBody {
  available: boolean;
  reason?: 'RENTED' | 'SOLD';
}

const CONFIRM_ERRORS = {
  INVALID_TOKEN: [400, 'Lien de confirmation invalide.'],
  EXPIRED_TOKEN: [400, 'Le lien de confirmation a expiré : confirmez l’annonce depuis « Mes biens ».'],
  NOT_FOUND: [404, 'Cette annonce n’existe plus.'],
  LISTING_CLOSED: [
    409,
    'Cette annonce a été fermée (louée, vendue ou désactivée) : rouvrez-la depuis « Mes biens ».',
  ],
} as const;

/**
 * Issue 15, point 7: the owner says whether a listing is still available ('Marquer comme loué / vendu', 'Toujours
 * disponible'), signed in or through the one-click link of the freshness reminder.
 */
const availability: FastifyPluginAsync = async (app) => {
  const url = (key: string) => app.images.url(key);

  app.post<{ Params: { id: string }; Body: AvailabilityBody }>(
    '/:id/availability',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary:
          'My listing is still available (back online, freshness count restarted) or closed as RENTED / SOLD',
        security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        body: {
          type: 'object',
          required: ['available'],
          additionalProperties: false,
          properties: {
            available: { type: 'boolean' },
            reason: { type: 'string', enum: ['RENTED', 'SOLD'] },
          },
        },
        response: {
          200: okResponse('UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const current = await findProduct(app.db, 'id', request.params.id);
      if (!current) throw notFound('Bien introuvable.');
      if (current.user_id !== request.userId)
        throw forbidden('Seul le propriétaire de l’annonce peut la modifier.');
      const { available, reason } = request.body;
      if (!available && !reason)
        throw new ApiError(400, 'VALIDATION_ERROR', 'Indiquez si le bien est loué ou vendu.');
      const [row] = available
        ? await app.db.query<ProductRow>(
            `UPDATE products SET status = 'ACTIVE', closed_reason = NULL, confirmed_at = $2, reminded_at = NULL,
               updated_at = now()
             WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
            [current.id, app.now()],
          )
        : await app.db.query<ProductRow>(
            `UPDATE products SET status = 'INACTIVE', closed_reason = $2, updated_at = now()
             WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
            [current.id, reason],
          );
      return envelope('UPDATED_SUCCESSFULLY', toProductDto(row as ProductRow, url));
    },
  );

  app.post<{ Body: { token: string } }>(
    '/confirm-availability',
    {
      // The link's token is the credential: the owner may open it on a phone where they are not signed in.
      config: { rateLimit: { max: app.config.rateLimits.reset, timeWindow: app.config.rateLimits.windowMs } },
      schema: {
        tags: ['products'],
        summary: 'The freshness reminder’s one-click link: the listing stays (or comes back) online',
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
        response: {
          200: okResponse('UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const outcome = await confirmByToken(app, request.body.token);
      if (!outcome.ok) {
        const [status, message] = CONFIRM_ERRORS[outcome.code];
        throw new ApiError(status, outcome.code, message);
      }
      return envelope('UPDATED_SUCCESSFULLY', { id: outcome.id, name: outcome.name, slug: outcome.slug });
    },
  );
};

export default availability;
