// Upload attacks. A corpus made here (never downloaded): each file is refused with a 4xx and its
// code, on create and on update, and leaves no new file under DATA_DIR/uploads and no new row. Kept images are
// re-encoded WebP without EXIF or GPS.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { jpegImage, pngImage, sendMultipart, setupTestApp, signedIn, type FormFile } from '../helper.js';

const ctx = setupTestApp();

/** A house at 10 XAF named `name` with `files`: created, or sent as the update of listing `id`. */
const sendListing = (auth: Record<string, string>, name: string, files: FormFile[], id?: string) =>
  sendMultipart(
    ctx.app,
    id ? `/api/v1/products/${id}` : '/api/v1/products/create',
    auth,
    { product_data: JSON.stringify({ name, category: 'house', price: 10 }) },
    files,
    id ? 'PUT' : 'POST',
  );
const MB = 1024 * 1024;

function files(dir = path.join(ctx.dataDir, 'uploads')): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name))
      .sort();
  } catch {
    return [];
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A valid PNG header declaring width × height pixels, with a tiny compressed body: a decompression bomb. */
function pixelFlood(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(4096)); // far fewer bytes than declared
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('every file of the corpus is refused with its code; nothing is left on disk or in the database', async () => {
  const { auth } = await signedIn(ctx.app);
  const jpeg = await jpegImage(64, 48);
  const png = await pngImage(40, 30);
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  const oversized = Buffer.concat([jpeg, Buffer.alloc(5 * MB + 1 - jpeg.length, 0x20)]);
  assert.equal(oversized.length, 5 * MB + 1);
  const corpus: {
    name: string;
    parts: FormFile[];
    status: number;
    code: string;
  }[] = [
    {
      name: 'HTML renamed .jpg',
      parts: [{ field: 'image', name: 'photo.jpg', type: 'image/jpeg', data: html }],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'SVG renamed .jpg',
      parts: [{ field: 'image', name: 'photo.jpg', type: 'image/jpeg', data: svg }],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'SVG as image/svg+xml',
      parts: [{ field: 'images', name: 'x.svg', type: 'image/svg+xml', data: svg }],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'wrong magic bytes (PDF)',
      parts: [
        { field: 'image', name: 'a.png', type: 'image/png', data: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj') },
      ],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'wrong magic bytes (WebP/RIFF)',
      parts: [
        { field: 'image', name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('RIFF\0\0\0\0WEBPVP8 ') },
      ],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'polyglot: JPEG header + HTML/JS',
      parts: [
        {
          field: 'image',
          name: 'a.jpg',
          type: 'image/jpeg',
          data: Buffer.concat([jpeg.subarray(0, 20), html]),
        },
      ],
      status: 422,
      code: 'INVALID_IMAGE',
    },
    {
      name: 'truncated JPEG',
      parts: [
        {
          field: 'image',
          name: 'a.jpg',
          type: 'image/jpeg',
          data: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        },
      ],
      status: 422,
      code: 'INVALID_IMAGE',
    },
    {
      name: 'truncated PNG',
      parts: [{ field: 'images', name: 'a.png', type: 'image/png', data: png.subarray(0, png.length - 30) }],
      status: 422,
      code: 'INVALID_IMAGE',
    },
    {
      name: '5 MB + 1 byte',
      parts: [{ field: 'image', name: 'big.jpg', type: 'image/jpeg', data: oversized }],
      status: 413,
      code: 'IMAGE_TOO_LARGE',
    },
    {
      name: 'an eleventh image',
      parts: [
        { field: 'image', name: 'main.png', type: 'image/png', data: png },
        ...Array.from({ length: 10 }, (_, i) => ({
          field: 'images',
          name: `${i}.png`,
          type: 'image/png',
          data: png,
        })),
      ],
      status: 413,
      code: 'TOO_MANY_IMAGES',
    },
    {
      name: 'pixel flood: 100 000 × 100 000 PNG',
      parts: [{ field: 'image', name: 'bomb.png', type: 'image/png', data: pixelFlood(100_000, 100_000) }],
      status: 422,
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
    },
    {
      name: 'pixel flood: 8 000 × 5 001 PNG (just over 40 MP)',
      parts: [{ field: 'images', name: 'bomb.png', type: 'image/png', data: pixelFlood(8000, 5001) }],
      status: 422,
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
    },
    {
      name: 'a good image then a bad one',
      parts: [
        { field: 'image', name: 'ok.png', type: 'image/png', data: png },
        { field: 'images', name: 'x.jpg', type: 'image/jpeg', data: html },
      ],
      status: 415,
      code: 'INVALID_IMAGE_TYPE',
    },
    {
      name: 'unknown file field',
      parts: [{ field: 'avatar', name: 'ok.png', type: 'image/png', data: png }],
      status: 400,
      code: 'VALIDATION_ERROR',
    },
  ];

  // A listing to update, with one image.
  const created = await sendListing(auth, 'Cible', [
    { field: 'image', name: 'a.png', type: 'image/png', data: png },
  ]);
  assert.equal(created.statusCode, 201);
  const target = created.json().data;

  const rows = async () =>
    JSON.stringify(await ctx.db.query('SELECT id, image, images, updated_at FROM products ORDER BY id'));
  let tried = 0;
  for (const item of corpus) {
    for (const route of ['create', 'update'] as const) {
      const before = { files: files(), rows: await rows() };
      const res = await sendListing(
        auth,
        `Essai ${item.name}`,
        item.parts,
        route === 'create' ? undefined : target.id,
      );
      tried++;
      const label = `${item.name} (${route})`;
      assert.equal(res.statusCode, item.status, `${label}: ${res.body}`);
      assert.equal(res.json().statusCode, item.code, label);
      assert.deepEqual(files(), before.files, `${label}: files left on disk`);
      assert.equal(await rows(), before.rows, `${label}: database changed`);
    }
  }
  console.log(`# upload attacks: ${tried} refused uploads (${corpus.length} files × create and update)`);
});

test('a very tall, thin image is stored (scaled to WebP limits), never a 500', async () => {
  const { auth } = await signedIn(ctx.app);
  const tall = await sharp({ create: { width: 20, height: 20_000, channels: 3, background: '#08c' } })
    .png()
    .toBuffer();
  const res = await sendListing(auth, 'Tour', [
    { field: 'image', name: 'tall.png', type: 'image/png', data: tall },
  ]);
  assert.equal(res.statusCode, 201, res.body);
});

test('stored images carry no EXIF, GPS, XMP or ICC data, and a trailing script does not survive', async () => {
  const { auth } = await signedIn(ctx.app);
  const withGps = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jean Fotso', Copyright: 'secret', ImageDescription: 'Maison de Jean' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 3/1 5/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 42/1 7/1',
      },
    })
    .toBuffer();
  const source = await sharp(withGps).metadata();
  assert.ok(source.exif && source.exif.includes(Buffer.from('Jean Fotso')), 'the upload does carry EXIF');
  assert.ok(source.exif.includes(Buffer.from('N\0')), 'and GPS');
  const polyglot = Buffer.concat([withGps, Buffer.from('<script>alert(1)</script>')]); // valid JPEG + trailer
  const res = await sendListing(auth, 'Géolocalisée', [
    { field: 'image', name: 'gps.jpg', type: 'image/jpeg', data: withGps },
    { field: 'images', name: 'poly.jpg', type: 'image/jpeg', data: polyglot },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  const urls = (res.json().data.media as { sizes: Record<string, string> }[]).flatMap((m) =>
    Object.values(m.sizes),
  );
  assert.equal(urls.length, 6);
  for (const url of urls) {
    const file = path.join(ctx.dataDir, url.replace(/^\/uploads\//, 'uploads/'));
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, 'webp', url);
    assert.equal(meta.exif, undefined, `${url} has EXIF`);
    assert.equal(meta.xmp, undefined, `${url} has XMP`);
    assert.equal(meta.icc, undefined, `${url} has an ICC profile`);
    assert.ok(!bytes.includes(Buffer.from('Jean')) && !bytes.includes(Buffer.from('<script')), url);
  }
});
