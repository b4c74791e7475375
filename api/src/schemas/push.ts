import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponses, Nullable } from './common.js';

/** A push service's address for one browser (what PushSubscription.endpoint gives): https only. */
const endpointSchema = Type.String({ minLength: 12, maxLength: 1000, pattern: '^https://\\S+$' });

/** Which notifications a device receives: new messages, visit decisions, search alerts. */
export const PushKindsSchema = Type.Object({
  messages: Type.Boolean(),
  visits: Type.Boolean(),
  alerts: Type.Boolean(),
});

/** A browser's subscription as PushSubscription.toJSON() gives it, with the kinds to receive. */
export const PushSubscribeBodySchema = Type.Object({
  endpoint: endpointSchema,
  expirationTime: Type.Optional(Nullable(Type.Number())),
  keys: Type.Object({
    // The browser's P-256 public key (65 bytes) and its authentication secret (16 bytes), base64url.
    p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' }),
    auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_-]+=*$' }),
  }),
  kinds: PushKindsSchema,
});
export type PushSubscribeBody = Static<typeof PushSubscribeBodySchema>;

export const PushEndpointSchema = Type.Object({ endpoint: endpointSchema });

export const PushSubscriptionSchema = Type.Object({ endpoint: Type.String(), kinds: PushKindsSchema });

export const pushResponses = {
  publicKey: {
    200: Envelope(Type.Object({ publicKey: Type.String() }), 'READ_SUCCESSFULLY'),
    ...errorResponses(503),
  },
  read: {
    200: Envelope(Nullable(PushSubscriptionSchema), 'READ_SUCCESSFULLY'),
    ...errorResponses(400, 401),
  },
  subscribe: {
    200: Envelope(PushSubscriptionSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 429, 503),
  },
  unsubscribe: { 200: Envelope(Type.Null(), 'DELETED_SUCCESSFULLY'), ...errorResponses(400, 401, 404, 429) },
} as const;
