import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponses } from './common.js';
import { ProductDtoSchema } from './product-dto.js';

/** POST /products/{id}/availability: still available, or closed as rented / sold. */
export const AvailabilitySchema = Type.Object(
  {
    available: Type.Boolean(),
    reason: Type.Optional(Type.Union([Type.Literal('RENTED'), Type.Literal('SOLD')])),
  },
  { additionalProperties: false },
);
export type AvailabilityBody = Static<typeof AvailabilitySchema>;
export const ConfirmAvailabilitySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 2000 }),
});
export const ConfirmedListingSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
});
export type ConfirmedListing = Static<typeof ConfirmedListingSchema>;

export const availabilityResponses = {
  set: {
    200: Envelope(ProductDtoSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
  confirm: {
    200: Envelope(ConfirmedListingSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 404, 409, 429),
  },
} as const;
