import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  emailSchema,
  Envelope,
  errorResponses,
  Nullable,
  PagedEnvelope,
  pagingProperties,
  uuidSchema,
} from './common.js';

/** POST /user/send-message-to-admin; with `propertyId` it also reaches the listing's owner. */
export const AdminMessageSchema = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  name: Type.Optional(Type.String({ maxLength: 120 })),
  email: Type.Optional(emailSchema),
  /** 'Téléphone' (optional) of a listing's contact form: reaches the owner with the message. */
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^(\\+?[0-9 ().-]{6,30})?$' })),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  propertyId: Type.Optional(uuidSchema),
});
export type AdminMessage = Static<typeof AdminMessageSchema>;

/** Answer of both message calls (this one and POST /contact). */
export const MessageSentSchema = Type.Object({ id: Type.String(), sent: Type.Literal(true) });
export type MessageSent = Static<typeof MessageSentSchema>;

/** GET /user/messages: a message about one of my listings. */
export const ReceivedMessageSchema = Type.Object({
  id: Type.String(),
  productId: Nullable(Type.String()),
  productName: Nullable(Type.String()),
  productSlug: Nullable(Type.String()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  message: Type.String(),
  createdAt: DateTime,
});
export type ReceivedMessage = Static<typeof ReceivedMessageSchema>;

export const PagingQuerySchema = Type.Object(pagingProperties());

export const messageResponses = {
  send: {
    200: Envelope(MessageSentSchema, 'READ_SUCCESSFULLY'),
    ...errorResponses(400, 404, 429),
  },
  received: {
    200: PagedEnvelope(ReceivedMessageSchema, 'READ_SUCCESSFULLY'),
    ...errorResponses(400, 401),
  },
} as const;
