import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import { PushEndpointSchema, pushResponses, PushSubscribeBodySchema } from '../../../../schemas/push.js';
import {
  mySubscription,
  subscribeDevice,
  unsubscribeDevice,
} from '../../../../services/push-subscriptions.js';

const tags = ['push'];

const unavailable = () =>
  new ApiError(503, 'PUSH_UNAVAILABLE', 'Les notifications ne sont pas disponibles sur ce site.');

/**
 * Web Push: the site's public VAPID key, and a member's devices ('Recevoir les notifications sur cet appareil'),
 * each subscribed with the kinds of notification it receives.
 */
const push: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: [app.authenticate, app.userLimit('profile')] };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: "The site's VAPID public key, which a browser subscribes with (public, as its name says)",
        response: pushResponses.publicKey,
      },
    },
    async () => {
      if (!app.config.vapid) throw unavailable();
      return envelope('READ_SUCCESSFULLY', { publicKey: app.config.vapid.publicKey });
    },
  );

  app.get(
    '/user/push-subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'My subscription of this device (its endpoint) and its kinds; null when it is not subscribed',
        security: bearer,
        querystring: PushEndpointSchema,
        response: pushResponses.read,
      },
    },
    async (request) =>
      envelope(
        'READ_SUCCESSFULLY',
        await mySubscription(app, request.userId as string, request.query.endpoint),
      ),
  );

  app.post(
    '/user/push-subscriptions',
    {
      ...member,
      schema: {
        tags,
        summary: 'Notify me on this device (subscribe it, or change its kinds)',
        security: bearer,
        body: PushSubscribeBodySchema,
        response: pushResponses.subscribe,
      },
    },
    async (request) => {
      if (!app.config.vapid) throw unavailable();
      return envelope(
        'UPDATED_SUCCESSFULLY',
        await subscribeDevice(app, request.userId as string, request.body),
      );
    },
  );

  app.delete(
    '/user/push-subscriptions',
    {
      ...member,
      schema: {
        tags,
        summary: 'No more notifications on this device (by its endpoint)',
        security: bearer,
        body: PushEndpointSchema,
        response: pushResponses.unsubscribe,
      },
    },
    async (request) => {
      if (!(await unsubscribeDevice(app, request.userId as string, request.body.endpoint)))
        throw notFound('Cet appareil ne reçoit pas de notifications.');
      return envelope('DELETED_SUCCESSFULLY', null);
    },
  );
};

export default push;
