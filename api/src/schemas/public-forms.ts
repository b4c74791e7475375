import { Type, type Static } from '@sinclair/typebox';
import { emailSchema, Envelope, errorResponses, Nullable, StringEnum } from './common.js';
import { MessageSentSchema } from './messages.js';
import { CONTACT_SUBJECTS, MAIL_LANGUAGES } from './vocabulary.js';

/** POST /contact (the contact page). */
export const ContactMessageSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  email: emailSchema,
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^(\\+?[0-9 ().-]{6,30})?$' })),
  subject: StringEnum(CONTACT_SUBJECTS),
  message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  /** The language of the page the visitor wrote from: their copy is written in it (French if absent). */
  language: Type.Optional(StringEnum(MAIL_LANGUAGES)),
});
export type ContactMessage = Static<typeof ContactMessageSchema>;

/** POST /notify: "tell me when it opens" of a coming-soon area. */
export const NotifyRequestSchema = Type.Object({
  email: emailSchema,
  topic: Type.Union([Type.Literal('sales'), Type.Literal('discussions')]),
});
export type NotifyRequest = Static<typeof NotifyRequestSchema>;
export const NotifyRegisteredSchema = Type.Object({
  topic: NotifyRequestSchema.properties.topic,
  registered: Type.Literal(true),
});

/** GET /locations: a city with its quartiers and the public listings in each (known cities first). */
export const LocationCitySchema = Type.Object({
  city: Type.String(),
  /** Active public listings in the city. */
  count: Type.Integer(),
  /** One of the site's known cities (offered first in the listing form). */
  known: Type.Boolean(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  districts: Type.Array(
    Type.Object({
      name: Type.String(),
      count: Type.Integer(),
      lat: Nullable(Type.Number()),
      lng: Nullable(Type.Number()),
    }),
  ),
});
export type LocationCity = Static<typeof LocationCitySchema>;

export const publicFormResponses = {
  contact: {
    201: Envelope(MessageSentSchema, 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 429),
  },
  notify: {
    201: Envelope(NotifyRegisteredSchema, 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 429),
  },
  locations: { 200: Envelope(Type.Array(LocationCitySchema), 'READ_SUCCESSFULLY') },
} as const;
