import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, Product, ProductFiles, ProductInput } from '../../types';
import { productFormData } from './product-form-data';

/**
 * PUT /products/{id} (UPDATED_SUCCESSFULLY), multipart like create; owner only (403 FORBIDDEN, 404 NOT_FOUND).
 * `input.image` / `input.images` name the existing images to keep, by URL; `files` are added.
 */
export async function updateProduct(
  id: string,
  input: ProductInput,
  files: ProductFiles = {},
): Promise<Product> {
  return unwrap(
    await apiClient.put<Envelope<Product>>(
      `/products/${encodeURIComponent(id)}`,
      productFormData(input, files),
      { authenticated: true },
    ),
  );
}
