import { MAX_IMAGE_BYTES } from './listing-options';

/** The longest side sent: the API's largest stored width, so nothing sent is thrown away there. */
export const MAX_PHOTO_SIDE = 1600;
/** JPEG quality of the first try: sharp at 1 600 px, a few hundred kilobytes for a phone photo. */
export const PHOTO_QUALITY = 0.82;
/** Lower qualities tried, in order, only when a photo would still reach the size limit. */
const FALLBACK_QUALITIES = [0.7, 0.6, 0.5, 0.4];

/** A decoded photo, upright (EXIF orientation applied), ready to be drawn at another size. */
export interface DecodedPhoto {
  width: number;
  height: number;
  /** Frees the decoded pixels (an ImageBitmap holds them outside the JavaScript heap). */
  close?: () => void;
}

/**
 * Decoding and JPEG encoding, the two steps that need the platform: the browser's by default, another in tests
 * (jsdom draws nothing).
 */
export interface PhotoCodec<P extends DecodedPhoto = DecodedPhoto> {
  decode(file: Blob): Promise<P>;
  /** The photo drawn at `width` × `height` on white (transparent GIF/PNG areas), as a JPEG. */
  encode(photo: P, width: number, height: number, quality: number): Promise<Blob>;
}

/** The size a photo is sent at: its longest side at most `maxSide`, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, maxSide = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Thrown when the picked file cannot be decoded (damaged, or not really an image). */
export class UnreadablePhotoError extends Error {
  constructor(cause: unknown) {
    super('The photo could not be decoded', { cause });
    this.name = 'UnreadablePhotoError';
  }
}

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;

/**
 * A picked photo as it is sent: at most 1 600 px on its longest side, re-encoded as JPEG (the API takes JPEG, PNG
 * or GIF and makes its own WebP sizes), metadata such as the phone's position left behind, and always under the
 * size limit (the quality is lowered step by step if a photo would reach it).
 */
export async function compressPhoto<P extends DecodedPhoto>(
  file: File,
  codec: PhotoCodec<P>,
  limit = MAX_IMAGE_BYTES,
): Promise<File> {
  let photo: P;
  try {
    photo = await codec.decode(file);
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
  try {
    const { width, height } = fitWithin(photo.width, photo.height);
    for (const quality of [PHOTO_QUALITY, ...FALLBACK_QUALITIES]) {
      const blob = await codec.encode(photo, width, height, quality);
      if (blob.size < limit) return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
    }
    throw new RangeError(`A ${width}×${height} photo stays over ${limit} bytes at every quality`);
  } finally {
    photo.close?.();
  }
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function draw(context: Canvas2D | null, photo: ImageBitmap, width: number, height: number) {
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, 0, 0, width, height);
}

/**
 * The browser's own decoder and encoder: createImageBitmap decodes off the main thread and turns the photo
 * upright from its EXIF orientation; a canvas draws it smaller with high-quality smoothing and encodes the JPEG.
 * Nothing is downloaded for it. Null where the browser lacks createImageBitmap (the photo is then sent as picked).
 */
export function browserPhotoCodec(): PhotoCodec<ImageBitmap> | null {
  if (typeof createImageBitmap !== 'function') return null;
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    async encode(photo, width, height, quality) {
      if (typeof OffscreenCanvas === 'function') {
        const canvas = new OffscreenCanvas(width, height);
        draw(canvas.getContext('2d'), photo, width, height);
        return canvas.convertToBlob({ type: 'image/jpeg', quality });
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      draw(canvas.getContext('2d'), photo, width, height);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
          'image/jpeg',
          quality,
        ),
      );
    },
  };
}
