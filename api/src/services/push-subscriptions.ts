import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors.js';
import {
  deletePushSubscription,
  findPushSubscription,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from '../repositories/push.js';
import type { PushSubscribeBody } from '../schemas/push.js';

const toDto = (row: PushSubscriptionRow) => ({
  endpoint: row.endpoint,
  kinds: { messages: row.messages, visits: row.visits, alerts: row.alerts },
});

/**
 * The site sends its notifications to the address a browser gives: a push service on the Internet, named by its host,
 * never an address of this machine or its network (the API would post to whatever it is told otherwise).
 */
function checkEndpoint(endpoint: string) {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    throw new ApiError(400, 'INVALID_PUSH_ENDPOINT', 'Cette adresse de notification n’est pas acceptée.');
}

export async function subscribeDevice(app: FastifyInstance, userId: string, body: PushSubscribeBody) {
  checkEndpoint(body.endpoint);
  const row = await upsertPushSubscription(app.db, userId, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    ...body.kinds,
  });
  return toDto(row);
}

export async function mySubscription(app: FastifyInstance, userId: string, endpoint: string) {
  const row = await findPushSubscription(app.db, userId, endpoint);
  return row ? toDto(row) : null;
}

export const unsubscribeDevice = (app: FastifyInstance, userId: string, endpoint: string) =>
  deletePushSubscription(app.db, userId, endpoint);
