import { type Product, type ProductFiles, type ProductInput } from '@immo237/shared/api';
import { sendListing, type PhotoProgress } from './product-form-data';

/**
 * POST /products/create (201 CREATED_SUCCESSFULLY): multipart `product_data` + `image` + `images`.
 * Errors: 409 CONFLICT (slug), 413 IMAGE_TOO_LARGE / TOO_MANY_IMAGES, 415 INVALID_IMAGE_TYPE, 422 INVALID_IMAGE.
 * Only the member's listings page publishes a listing, so the call lives here, not in @immo237/shared.
 */
export const createProduct = (
  input: ProductInput,
  files: ProductFiles = {},
  onProgress?: PhotoProgress,
): Promise<Product> => sendListing('post', '/products/create', input, files, onProgress);
