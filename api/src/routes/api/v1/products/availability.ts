import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, forbidden, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { setAvailability } from '../../../../repositories/availability.js';
import { findProduct, toProductDto } from '../../../../repositories/products.js';
import {
  AvailabilitySchema,
  availabilityResponses,
  ConfirmAvailabilitySchema,
} from '../../../../schemas/availability.js';
import { bearer, idParams } from '../../../../schemas/common.js';
import { confirmByToken } from '../../../../services/freshness.js';

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
 * The owner says whether a listing is still available ('Marquer comme loué / vendu', 'Toujours
 * disponible'), signed in or through the one-click link of the freshness reminder.
 */
const availability: FastifyPluginAsyncTypebox = async (app) => {
  const url = (key: string) => app.images.url(key);

  app.post(
    '/:id/availability',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary:
          'My listing is still available (back online, freshness count restarted) or closed as RENTED / SOLD',
        security: bearer,
        params: idParams,
        body: AvailabilitySchema,
        response: availabilityResponses.set,
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
      const row = await setAvailability(
        app.db,
        current.id,
        available ? { available, now: app.now() } : { available, reason: reason as 'RENTED' | 'SOLD' },
      );
      if (!row) throw notFound('Bien introuvable.');
      return envelope('UPDATED_SUCCESSFULLY', toProductDto(row, url));
    },
  );

  app.post(
    '/confirm-availability',
    {
      // The link's token is the credential: the owner may open it on a phone where they are not signed in.
      config: { rateLimit: { max: app.config.rateLimits.reset, timeWindow: app.config.rateLimits.windowMs } },
      schema: {
        tags: ['products'],
        summary: 'The freshness reminder’s one-click link: the listing stays (or comes back) online',
        body: ConfirmAvailabilitySchema,
        response: availabilityResponses.confirm,
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
