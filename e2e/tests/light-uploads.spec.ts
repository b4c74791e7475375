import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { newMemberSession, startRealSession } from '../support/profile-session';

// Photos of a listing leave the phone made smaller (1 600 px JPEG) and the form shows the saving. The second test
// is the measurement behind docs/PERFORMANCE.md (five phone photos on a slow network, with and without
// compression): it runs only with MEASURE_UPLOADS=1, since it takes minutes.

test.describe.configure({ timeout: 120_000 });

/**
 * A phone-sized photo (4032 × 3024, JPEG quality 88, about 3.5 MB): texture at several scales, so that, like a
 * real photo and unlike plain noise, it keeps detail once made smaller. Made once per seed and kept in the
 * machine's temporary folder (several seconds each on a shared CPU).
 */
async function phonePhoto(seed: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const folder = path.join(tmpdir(), 'immo237-e2e-photos');
  const file = path.join(folder, `phone-${seed}.jpg`);
  if (!existsSync(file)) {
    const [width, height, scale] = [4032, 3024, 8];
    let state = seed;
    const random = () => ((state = (state * 1_103_515_245 + 12_345) & 0x7fffffff) >> 16) / 32_768;
    const coarse = Buffer.alloc((width / scale) * (height / scale) * 3);
    for (let i = 0; i < coarse.length; i += 1) coarse[i] = 128 + (random() - 0.5) * 120;
    const pixels = await sharp(coarse, { raw: { width: width / scale, height: height / scale, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = pixels[i]! + (random() - 0.5) * 24;
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      file,
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return { name: `IMG_20${seed}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) };
}

/** Signs a new member in and opens an empty listing form, its required fields filled. */
async function openNewListing(page: Page, site: { baseURL: string; apiURL: string }, request: never) {
  await startRealSession(page, site.baseURL, await newMemberSession(request, site.apiURL));
  await page.goto('/profile/dashboard');
  await page.getByRole('button', { name: 'Créer un nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle Propriété' });
  const name = `Villa photos légères ${Date.now()}`;
  await dialog.getByLabel(/^Nom du bien/).fill(name);
  await dialog.getByLabel(/^Catégorie/).selectOption('Villa');
  await dialog.getByLabel(/^Prix/).fill('45000000');
  await dialog.getByRole('combobox', { name: /^Ville/ }).selectOption('Yaoundé');
  await dialog.getByLabel(/^Quartier/).fill('Bastos');
  return { dialog, name };
}

/**
 * Counts the bytes of every multipart body the page sends (its text fields and files), in
 * `window.__sentBytes`: Playwright does not expose a body holding files.
 */
async function countSentBytes(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const sent: number[] = [];
    Object.assign(window, { __sentBytes: sent });
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        let bytes = 0;
        for (const [, value] of body.entries())
          bytes += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size;
        sent.push(bytes);
      }
      return send.call(this, body);
    };
  });
}
const sentBytes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sentBytes: number[] }).__sentBytes);

test('a phone photo leaves the phone at 1 600 px, far lighter, and the form says how much', async ({
  page,
  request,
  site,
}) => {
  const original = await phonePhoto(41);
  expect(original.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  await countSentBytes(page);
  const { dialog, name } = await openNewListing(page, site, request as never);
  await expect(dialog.getByText(/compressée sur votre appareil avant l'envoi/)).toBeVisible();

  await dialog.getByLabel(/^Ajouter des photos/).setInputFiles([original]);
  // '3,4 Mo → 560 Ko': the picked size, then what is sent.
  const saving = dialog.getByText(/^\d,\d Mo → \d+ Ko$/);
  await expect(saving).toBeVisible();
  const sentKb = Number(/→ (\d+) Ko/.exec((await saving.textContent()) ?? '')![1]);
  expect(sentKb * 1024).toBeLessThan(original.buffer.length / 3);

  await dialog.getByRole('button', { name: 'Créer la propriété' }).click();
  await expect(dialog).toBeHidden();
  const [body] = await sentBytes(page);
  expect(body).toBeGreaterThan(50 * 1024);
  expect(body).toBeLessThan(original.buffer.length / 3);
  expect(Math.abs(body! - sentKb * 1024)).toBeLessThan(8 * 1024); // the photo is nearly all of the body

  // The API kept its own checks and encoding: its largest size of the photo is 1 600 px wide.
  const found = await request.get(
    `${site.apiURL}/api/v1/products/public/search?query=${encodeURIComponent(name)}`,
  );
  const listing = ((await found.json()) as { data: { name: string; image: string }[] }).data.find(
    (item) => item.name === name,
  )!;
  const stored = await request.get(
    new URL(listing.image.replace(/-\d+\.webp$/, '-1600.webp'), site.baseURL).href,
  );
  expect(stored.status()).toBe(200);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
});

/** A slow mobile network (1.6 Mbit/s both ways, 150 ms) and a phone's CPU (4 × slower), through the DevTools protocol. */
async function slowPhone(cdp: CDPSession) {
  const bytesPerSecond = (1.6 * 1024 * 1024) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('five phone photos on a slow network: with and without compression', async ({
  browser,
  request,
  site,
}) => {
  test.skip(process.env.MEASURE_UPLOADS !== '1', 'a measurement: MEASURE_UPLOADS=1 runs it');
  test.setTimeout(600_000);
  const photos = await Promise.all([51, 52, 53, 54, 55].map(phonePhoto));
  const picked = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
  const results: string[] = [];
  for (const compression of [false, true]) {
    const context = await browser.newContext({ baseURL: site.baseURL, locale: 'fr-FR' });
    const page = await context.newPage();
    // Without createImageBitmap the form sends photos as picked: the site as it was before compression.
    if (!compression) await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'createImageBitmap'));
    await countSentBytes(page);
    const { dialog } = await openNewListing(page, site, request as never);
    await slowPhone(await context.newCDPSession(page));
    const start = Date.now();
    await dialog.getByLabel(/^Ajouter des photos/).setInputFiles(photos);
    await dialog.getByRole('button', { name: 'Créer la propriété' }).click();
    // Compressing ends when the five photos show what they weigh now; sending, when the dialog closes.
    if (compression) await expect(dialog.getByText(/ Mo → \d+ Ko$/)).toHaveCount(5, { timeout: 300_000 });
    const compressed = (Date.now() - start) / 1000;
    await expect(dialog).toBeHidden({ timeout: 300_000 });
    const seconds = (Date.now() - start) / 1000;
    const [body = 0] = await sentBytes(page);
    results.push(
      `${compression ? 'after ' : 'before'}: ${seconds.toFixed(1)} s from picking to published` +
        `${compression ? ` (photos ready after ${compressed.toFixed(1)} s)` : ''}, ` +
        `${(body / 1024 / 1024).toFixed(2)} MB sent (${(picked / 1024 / 1024).toFixed(2)} MB picked)`,
    );
    await context.close();
  }
  console.log(`Five phone photos, 1.6 Mbit/s up, 150 ms, CPU ×4:\n${results.join('\n')}`);
});
