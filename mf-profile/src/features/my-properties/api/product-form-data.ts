import {
  apiClient,
  unwrap,
  type Envelope,
  type Product,
  type ProductFiles,
  type ProductInput,
} from '@immo237/shared/api';

/**
 * The multipart body of create/update: `product_data` as a JSON text field (a file part would
 * be refused), the main `image`, then one `images` part per secondary image.
 */
export function productFormData(input: ProductInput, files: ProductFiles = {}): FormData {
  const form = new FormData();
  form.append('product_data', JSON.stringify(input));
  if (files.image) form.append('image', files.image, fileName(files.image, 'image'));
  for (const [index, file] of (files.images ?? []).entries()) {
    form.append('images', file, fileName(file, `image-${index + 1}`));
  }
  return form;
}

const fileName = (blob: Blob, fallback: string): string =>
  typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : fallback;

/** Sends a listing as the create and update calls do: the multipart body, the session's bearer, the listing back. */
export async function sendListing(
  method: 'post' | 'put',
  url: string,
  input: ProductInput,
  files: ProductFiles = {},
): Promise<Product> {
  return unwrap(
    await apiClient[method]<Envelope<Product>>(url, productFormData(input, files), { authenticated: true }),
  );
}
