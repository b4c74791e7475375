import { SORT_VALUES } from '../repositories/products.js';
import { LAND_TYPES } from './product.js';

const amount = { type: 'number', minimum: 0, maximum: 1e13 } as const;

/** Public search query (issue 3 item 3); unknown parameters are dropped. */
export const searchQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    query: { type: 'string', maxLength: 200 },
    priceMin: amount,
    priceMax: amount,
    type: { type: 'string', maxLength: 60 },
    category: { type: 'string', maxLength: 60 },
    bedrooms: { type: 'integer', minimum: 0, maximum: 100 },
    bathrooms: { type: 'number', minimum: 0, maximum: 100 },
    areaMin: amount,
    areaMax: amount,
    forSale: { type: 'boolean' },
    // The buy and rent pages list buildings: land plots have their own page.
    excludeLand: { type: 'boolean' },
    landType: { type: 'string', enum: LAND_TYPES },
    city: { type: 'string', maxLength: 80 },
    // 'Annonceurs vérifiés uniquement' (issue 15, point 4): the URL's verified=1.
    verified: { type: 'string', enum: ['0', '1', 'true', 'false'] },
    sort: { type: 'string', enum: SORT_VALUES, default: 'recent' },
  },
} as const;
