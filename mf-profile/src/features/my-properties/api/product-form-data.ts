import { type ProductFiles, type ProductInput } from '@immo237/shared/api';

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
