import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import type { ImageStore } from '../plugins/app/image-store.js';
import { imageKey, type StoredImage } from '../repositories/products.js';
import { ApiError } from './errors.js';

export const IMAGE_WIDTHS = [480, 960, 1600];
/** A decompression bomb (a small file declaring huge dimensions) is refused from its header, before decoding. */
export const MAX_PIXELS = 40_000_000;
/** WebP cannot encode a side longer than 16 383 px: a very tall, thin image is scaled to fit. */
const WEBP_MAX_SIDE = 16_383;

/**
 * Decoding and encoding images is the API's heaviest work: at most this many run at once for the whole process
 * (one per core, at least two), the others wait their turn, so one account sending photo after photo cannot take
 * every core from the other requests.
 */
export const IMAGE_JOBS = Math.max(2, availableParallelism());
export const imageJobs = pLimit(IMAGE_JOBS);

/** The type is read from the first bytes, never from the file name or the declared type. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'gif' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/** Checks an upload and decodes it once; each refusal has its own code. */
export async function checkImage(data: Buffer): Promise<void> {
  if (!sniffImageType(data)) {
    throw new ApiError(415, 'INVALID_IMAGE_TYPE', 'Seuls les formats JPEG, PNG ou GIF sont autorisés.');
  }
  let meta: Metadata;
  try {
    // The header only (no pixel is decoded), without sharp's own limit so that a bomb gets its own code below.
    meta = await imageJobs(() => sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidImage();
  }
  if (!meta.width || !meta.height) throw invalidImage();
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new ApiError(
      422,
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `Image trop grande : au plus ${MAX_PIXELS / 1_000_000} mégapixels.`,
    );
  }
  try {
    await imageJobs(() => sharp(data, { limitInputPixels: MAX_PIXELS }).resize(8).raw().toBuffer());
  } catch {
    throw invalidImage();
  }
}

const invalidImage = () => new ApiError(422, 'INVALID_IMAGE', 'Image illisible ou endommagée.');

/** Re-encodes to WebP in responsive widths; metadata (EXIF, GPS) is dropped because sharp keeps none by default. */
export async function storeImage(store: ImageStore, data: Buffer, effort = 4): Promise<StoredImage> {
  const id = randomUUID();
  const source = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  let outputs: Buffer[];
  try {
    // Every width is encoded before anything is written: a failure leaves no file behind.
    // One job for the three widths of one photo.
    outputs = await imageJobs(() =>
      Promise.all(
        IMAGE_WIDTHS.map((width) =>
          source
            .clone()
            .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 78, effort })
            .toBuffer(),
        ),
      ),
    );
  } catch {
    throw invalidImage();
  }
  const image = { id, widths: IMAGE_WIDTHS };
  // Every write is waited for before cleaning up: a remove racing a write still in flight would leave that size
  // behind (found by the storage contract tests, test/storage/image-store.test.ts).
  const writes = await Promise.allSettled(
    IMAGE_WIDTHS.map((width, i) => store.put(imageKey(id, width), outputs[i] as Buffer)),
  );
  const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
  if (failed) {
    await removeImage(store, image).catch(() => undefined);
    throw failed.reason;
  }
  return image;
}

/** Stores several uploads; when one fails, those already stored are removed (nothing is left on disk). */
export async function storeImages(store: ImageStore, buffers: Buffer[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const buffer of buffers) stored.push(await storeImage(store, buffer));
  } catch (err) {
    await Promise.all(stored.map((img) => removeImage(store, img).catch(() => undefined)));
    throw err;
  }
  return stored;
}

export async function removeImage(store: ImageStore, image: StoredImage): Promise<void> {
  await Promise.all(image.widths.map((w) => store.remove(imageKey(image.id, w))));
}
