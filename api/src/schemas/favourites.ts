import { Type } from '@sinclair/typebox';
import { Envelope, errorResponse, uuidSchema } from './common.js';
import { ProductDtoSchema } from './product-dto.js';

export const FavouriteParamsSchema = Type.Object({ productId: uuidSchema });
const FavouriteSchema = Type.Object({ productId: Type.String() });

export const favouriteResponses = {
  list: { 200: Envelope(Type.Array(ProductDtoSchema), 'READ_SUCCESSFULLY'), 401: errorResponse },
  add: {
    201: Envelope(FavouriteSchema, 'CREATED_SUCCESSFULLY'),
    400: errorResponse,
    401: errorResponse,
    404: errorResponse,
    429: errorResponse,
  },
  remove: {
    200: Envelope(FavouriteSchema, 'DELETED_SUCCESSFULLY'),
    400: errorResponse,
    401: errorResponse,
    404: errorResponse,
    429: errorResponse,
  },
} as const;
