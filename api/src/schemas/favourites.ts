import { Type } from '@sinclair/typebox';
import { Envelope, errorResponse, errorResponses, uuidSchema } from './common.js';
import { ProductDtoSchema } from './product-dto.js';

export const FavouriteParamsSchema = Type.Object({ productId: uuidSchema });
const FavouriteSchema = Type.Object({ productId: Type.String() });

export const favouriteResponses = {
  list: { 200: Envelope(Type.Array(ProductDtoSchema), 'READ_SUCCESSFULLY'), 401: errorResponse },
  add: {
    201: Envelope(FavouriteSchema, 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 404, 429),
  },
  remove: {
    200: Envelope(FavouriteSchema, 'DELETED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 404, 429),
  },
} as const;
