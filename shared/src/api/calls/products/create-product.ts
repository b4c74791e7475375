import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, Product, ProductFiles, ProductInput } from '../../types';
import { productFormData } from './product-form-data';

/**
 * POST /products/create (201 CREATED_SUCCESSFULLY): multipart `product_data` + `image` + `images`.
 * Errors: 409 CONFLICT (slug), 413 IMAGE_TOO_LARGE / TOO_MANY_IMAGES, 415 INVALID_IMAGE_TYPE, 422 INVALID_IMAGE.
 */
export async function createProduct(input: ProductInput, files: ProductFiles = {}): Promise<Product> {
  return unwrap(
    await apiClient.post<Envelope<Product>>('/products/create', productFormData(input, files), {
      authenticated: true,
    }),
  );
}
