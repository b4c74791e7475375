import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// 'Économiseur de données': on by default for a phone that sends `Save-Data: on`, kept in a cookie that the
// server draws pages with and the browser hydrates them with; smaller photos, gallery and map on request.

/** A public listing with several photos (the demo seed gives some). */
async function listingWithPhotos(request: APIRequestContext) {
  const search = await request.get('/api/v1/products/public/search?limit=50');
  const items = (await search.json()).data as { slug: string; image: string | null; images: string[] }[];
  const listing = items.find((item) => item.image && item.images.length >= 1);
  expect(listing, 'a listing with two photos or more').toBeTruthy();
  return { slug: listing!.slug, count: listing!.images.length + 1 };
}

test('a phone asking to save data gets light pages at once, and can turn the saver off', async ({
  browser,
  request,
  site,
}) => {
  const { slug, count } = await listingWithPhotos(request);
  const context = await browser.newContext({
    baseURL: site.baseURL,
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  const page = await context.newPage();
  const photoRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/uploads\/products\/.+\.webp$/.test(sent.url())) photoRequests.push(sent.url());
  });

  await page.goto(`/details/${slug}`);
  // Drawn light by the server: the main photo alone, in its smallest size, and a button for the others.
  const showAll = page.getByRole('button', { name: `Afficher les ${count} photos` });
  await expect(showAll).toBeVisible();
  await expect(page.getByTestId('thumbnail-strip')).toHaveCount(0);
  const main = page.locator('main img').first();
  await expect(main).toHaveAttribute('src', /-480\.webp$/);
  await expect(main).not.toHaveAttribute('srcset', /./);
  expect((await context.cookies()).find((cookie) => cookie.name === 'immo237-data-saver')?.value).toBe('1');

  // Once live, the footer's switch says so; the gallery comes on request.
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  const saver = page.getByRole('checkbox', { name: 'Économiseur de données' });
  await expect(saver).toBeChecked();
  await showAll.click();
  await expect(page.getByTestId('thumbnail-strip')).toBeVisible();
  expect(photoRequests.every((url) => /-480\.webp$/.test(url))).toBe(true);

  // Turned off: the next page is drawn with every size again, although the phone still sends Save-Data.
  await saver.uncheck();
  expect((await context.cookies()).find((cookie) => cookie.name === 'immo237-data-saver')?.value).toBe('0');
  await page.reload();
  await expect(page.getByTestId('thumbnail-strip')).toBeVisible();
  await expect(page.getByRole('button', { name: `Afficher les ${count} photos` })).toHaveCount(0);
  await expect(page.locator('main img').first()).toHaveAttribute('srcset', /1600w/);
  await context.close();
});

test("the saver turned on in the footer draws the search's map on request only", async ({ page }) => {
  await page.goto('/search');
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await page.getByRole('checkbox', { name: 'Économiseur de données' }).check();
  await page.goto('/search?view=map');
  const load = page.getByRole('button', { name: 'Afficher la carte' });
  await expect(load).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await load.click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
});
