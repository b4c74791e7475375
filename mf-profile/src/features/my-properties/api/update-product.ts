import { type Product, type ProductFiles, type ProductInput } from '@immo237/shared/api';
import { sendListing, type PhotoProgress } from './product-form-data';

/**
 * PUT /products/{id} (UPDATED_SUCCESSFULLY), multipart like create; owner only (403 FORBIDDEN, 404 NOT_FOUND).
 * `input.image` / `input.images` name the existing images to keep, by URL; `files` are added.
 * Only the member's listings page edits a listing, so the call lives here, not in @immo237/shared.
 */
export const updateProduct = (
  id: string,
  input: ProductInput,
  files: ProductFiles = {},
  onProgress?: PhotoProgress,
): Promise<Product> => sendListing('put', `/products/${encodeURIComponent(id)}`, input, files, onProgress);
