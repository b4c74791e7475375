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

/** How far each photo of a listing has gone, 0 to 1, main image first, then the others in their order. */
export type PhotoProgress = (shares: number[]) => void;

/**
 * Each photo's share of the bytes sent so far: the parts leave in the body's order (`product_data`, then the
 * photos), so what was sent fills the photos one after the other. The few bytes of part headers are left out.
 */
export function photoShares(loaded: number, before: number, sizes: readonly number[]): number[] {
  let start = before;
  return sizes.map((size) => {
    const share = size > 0 ? Math.min(1, Math.max(0, (loaded - start) / size)) : loaded >= start ? 1 : 0;
    start += size;
    return share;
  });
}

/**
 * Sends a listing as the create and update calls do: the multipart body, the session's bearer, the listing back;
 * `onProgress` hears how far each photo has gone.
 */
export async function sendListing(
  method: 'post' | 'put',
  url: string,
  input: ProductInput,
  files: ProductFiles = {},
  onProgress?: PhotoProgress,
): Promise<Product> {
  const form = productFormData(input, files);
  const photos = [...(files.image ? [files.image] : []), ...(files.images ?? [])];
  const before = new TextEncoder().encode(form.get('product_data') as string).length;
  const sizes = photos.map((photo) => photo.size);
  return unwrap(
    await apiClient[method]<Envelope<Product>>(url, form, {
      authenticated: true,
      ...(onProgress && {
        onUploadProgress: ({ loaded }) => onProgress(photoShares(loaded, before, sizes)),
      }),
    }),
  );
}
