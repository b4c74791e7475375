/** @jest-environment node */
// Node, not jsdom: the codec here is sharp (a real JPEG decoder and encoder), since jsdom has no canvas. The
// browser's codec is exercised by the e2e upload test in Chromium.
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../listing-options';
import {
  MAX_PHOTO_SIDE,
  UnreadablePhotoError,
  browserPhotoCodec,
  compressPhoto,
  fitWithin,
  type DecodedPhoto,
  type PhotoCodec,
} from '../photo-compression';

interface SharpPhoto extends DecodedPhoto {
  data: Buffer;
}

const sharpCodec = (): PhotoCodec<SharpPhoto> & { qualities: number[]; closed: number } => {
  const codec = {
    qualities: [] as number[],
    closed: 0,
    async decode(file: Blob) {
      const data = await sharp(Buffer.from(await file.arrayBuffer()))
        .rotate()
        .toBuffer();
      const { width = 0, height = 0 } = await sharp(data).metadata();
      return { data, width, height, close: () => (codec.closed += 1) };
    },
    async encode(photo: SharpPhoto, width: number, height: number, quality: number) {
      codec.qualities.push(quality);
      const jpeg = await sharp(photo.data)
        .resize(width, height, { fit: 'fill' })
        .flatten({ background: '#fff' })
        .jpeg({ quality: Math.round(quality * 100) })
        .toBuffer();
      return new Blob([jpeg], { type: 'image/jpeg' });
    },
  };
  return codec;
};

/** A phone-sized photo of noise: nearly incompressible, so a JPEG of it weighs several megabytes. */
async function noisePhoto(width: number, height: number, orientation?: number): Promise<File> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 });
  if (orientation) image = image.withMetadata({ orientation });
  return new File([await image.toBuffer()], 'IMG_2041.JPG', { type: 'image/jpeg' });
}

const dimensions = async (file: Blob) => sharp(Buffer.from(await file.arrayBuffer())).metadata();

describe('fitWithin', () => {
  it('brings the longest side to 1 600 px, keeping the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 1000)).toEqual({ width: 1600, height: 400 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('compressPhoto', () => {
  jest.setTimeout(30_000);

  it('sends a large phone photo as a JPEG of 1 600 px on its longest side, far under the limit', async () => {
    const original = await noisePhoto(2400, 1800);
    expect(original.size).toBeGreaterThan(2 * 1024 * 1024);
    const codec = sharpCodec();

    const sent = await compressPhoto(original, codec);

    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(sent.size).toBeLessThan(MAX_IMAGE_BYTES);
    expect(sent.size).toBeLessThan(original.size / 2);
    const meta = await dimensions(sent);
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([MAX_PHOTO_SIDE, 1200]);
    expect(codec.qualities).toEqual([0.82]);
    expect(codec.closed).toBe(1);
  });

  it('turns a photo upright from its orientation before sizing it', async () => {
    // Stored landscape, shown portrait by the phone (orientation 6: turn 90° clockwise).
    const sent = await compressPhoto(await noisePhoto(2000, 1500, 6), sharpCodec());
    const meta = await dimensions(sent);
    expect([meta.width, meta.height]).toEqual([1200, MAX_PHOTO_SIDE]);
  });

  it('lowers the quality step by step until the photo is under the limit', async () => {
    const codec = sharpCodec();
    const limit = 600 * 1024; // between what qualities 0.6 and 0.5 make of this noise
    const sent = await compressPhoto(await noisePhoto(2000, 1500), codec, limit);
    expect(sent.size).toBeLessThan(limit);
    expect(codec.qualities).toEqual([0.82, 0.7, 0.6, 0.5]);
    expect(codec.closed).toBe(1);
  });

  it('refuses, rather than sends, a photo that stays over the limit at every quality', async () => {
    const codec = sharpCodec();
    await expect(compressPhoto(await noisePhoto(1200, 900), codec, 10 * 1024)).rejects.toThrow(RangeError);
    expect(codec.closed).toBe(1);
  });

  it('says so when the file cannot be decoded', async () => {
    const broken = new File([Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])], 'x.jpg', { type: 'image/jpeg' });
    await expect(compressPhoto(broken, sharpCodec())).rejects.toBeInstanceOf(UnreadablePhotoError);
  });
});

describe('browserPhotoCodec', () => {
  it('is absent where the browser cannot decode images itself', () => {
    expect(typeof createImageBitmap).toBe('undefined');
    expect(browserPhotoCodec()).toBeNull();
  });
});
