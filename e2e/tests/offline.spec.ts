import type { Page } from '@playwright/test';
import { firstListing } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';

// The site's service worker is on here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

/** Waits until the page is live and controlled by the site's service worker. */
async function controlled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 20_000,
  });
}

test('the site can be installed: a manifest in French and in English, icons, a service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    short_name: 'Immo237',
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    theme_color: '#00674B',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await page.goto('/en/faq');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en.webmanifest');
  const english = (await (await request.get('/manifest.en.webmanifest')).json()) as Record<string, unknown>;
  expect(english).toMatchObject({ lang: 'en', start_url: '/en', short_name: 'Immo237' });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, a listing opened before reads from the device with a notice; another page shows the offline page', async ({
  page,
  context,
  site,
}) => {
  const listing = await firstListing(site.apiURL);
  await page.goto('/');
  await controlled(page);
  // Opened once online: its page and its main photo are kept.
  await page.goto(`/details/${listing.slug}`);
  await controlled(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  // The listing's own block is live (it goes into 'Vus récemment' then).
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('immo237-recently-viewed') ?? ''))
    .toContain(listing.slug);
  const photo = page.locator('img[fetchpriority="high"]').first();
  await expect(photo).toHaveJSProperty('complete', true);
  await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`/details/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The main photo comes from the device too.
  await expect
    .poll(() =>
      page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The home page, kept too, lists it under 'Vus récemment' (kept in the browser), and it opens from the device.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Vus récemment' });
  await recent.getByRole('link', { name: new RegExp(escape(listing.name)) }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${listing.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // A page never opened on this device: the offline page, with the kept listing.
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escape(listing.name)) })).toHaveAttribute(
    'href',
    `/details/${listing.slug}`,
  );
  await page.getByRole('link', { name: new RegExp(escape(listing.name)) }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // Back online: the page is the network's again and the notice goes.
  await context.setOffline(false);
  await page.goto(`/details/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toHaveCount(0);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
