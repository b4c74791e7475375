import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageStore } from '../plugins/app/image-store.js';
import { imageKey, type StoredImage } from '../repositories/products.js';
import { ApiError } from './errors.js';

export const IMAGE_WIDTHS = [480, 960, 1600];
const MAX_PIXELS = 50_000_000;

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
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    await sharp(data, { limitInputPixels: MAX_PIXELS }).resize(8).raw().toBuffer();
  } catch {
    throw new ApiError(422, 'INVALID_IMAGE', 'Image illisible ou endommagée.');
  }
}

/** Re-encodes to WebP in responsive widths; metadata (EXIF, GPS) is dropped because sharp keeps none by default. */
export async function storeImage(store: ImageStore, data: Buffer, effort = 4): Promise<StoredImage> {
  const id = randomUUID();
  const source = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const out = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort })
        .toBuffer();
      await store.put(imageKey(id, width), out);
    }),
  );
  return { id, widths: IMAGE_WIDTHS };
}

export async function removeImage(store: ImageStore, image: StoredImage): Promise<void> {
  await Promise.all(image.widths.map((w) => store.remove(imageKey(image.id, w))));
}
