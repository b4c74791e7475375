// Issue 9 item 6, browser side: with the API unreachable (network failure), or answering as the shell's proxy does
// when the API is stopped (502 BAD_GATEWAY) or shedding load (503), the data pages show a French message and a
// retry — never a blank page or a stack — and recover without a reload once the API answers again.
// The last test stops the API process for real, on a site of its own (the other tests share one).
import type { Page, Route } from '@playwright/test';
import { firstListing } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';
import { startSite, stopSite, type Site } from '../support/site';

type Fault = 'network' | 502 | 503;
const FAULTS: Fault[] = ['network', 502, 503];

/** Breaks every /api/** call of the page until `heal()`; returns how many calls were broken. */
async function breakApi(page: Page, fault: Fault) {
  const state = { down: true, broken: 0 };
  await page.route('**/api/**', async (route: Route) => {
    if (!state.down) return route.continue();
    state.broken += 1;
    if (fault === 'network') return route.abort('connectionrefused');
    // What the shell's proxy answers with the API stopped (scripts/serve-app.mjs), or the API under pressure.
    return route.fulfill({
      status: fault,
      contentType: 'application/json',
      headers: fault === 503 ? { 'Retry-After': '1' } : {},
      body: JSON.stringify({
        statusCode: fault === 502 ? 'BAD_GATEWAY' : 'SERVICE_UNAVAILABLE',
        data: null,
        message: 'connect ECONNREFUSED 127.0.0.1:1 at TCPConnectWrap.afterConnect',
      }),
    });
  });
  return {
    get broken() {
      return state.broken;
    },
    heal: () => {
      state.down = false;
    },
  };
}

/** The page says something in French and leaks nothing technical. */
async function expectUsefulMessage(page: Page, text: RegExp) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  const body = (await page.locator('body').innerText()).trim();
  expect(body.length).toBeGreaterThan(50);
  expect(body).not.toMatch(/ECONNREFUSED|TCPConnectWrap|TypeError|at \S+ \(|BAD_GATEWAY|SERVICE_UNAVAILABLE/);
}

for (const fault of FAULTS) {
  test(`search: API ${fault} shows a French message, then recovers with Réessayer`, async ({ page }) => {
    const api = await breakApi(page, fault);
    await page.goto('/search');
    await expectUsefulMessage(page, /Impossible de charger les annonces/);
    expect(api.broken).toBeGreaterThan(0);
    api.heal();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^\d+ Propriétés trouvées$/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Impossible de charger/ })).toHaveCount(0);
  });

  test(`detail: API ${fault} shows a French message, then recovers with Réessayer`, async ({
    page,
    site,
  }) => {
    const listing = await firstListing(site.apiURL);
    const api = await breakApi(page, fault);
    await page.goto(`/details/${listing.slug}`);
    await expectUsefulMessage(page, /erreur est survenue lors du chargement/);
    expect(api.broken).toBeGreaterThan(0);
    api.heal();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  });
}

/** A site of the test's own whose API runs as a separate process (`ownSite.api.stop()` / `.start()`). */
const withOwnSite = test.extend<{ ownSite: Site & { api: NonNullable<Site['api']> } }>({
  ownSite: [
    async ({}, use) => {
      const own = await startSite({ separateApi: true });
      try {
        await use(own as Site & { api: NonNullable<Site['api']> });
      } finally {
        await stopSite(own.process);
        await own.api?.stop();
      }
    },
    // A fresh data folder is seeded on the first start (about 10-30 s on 2 cores).
    { timeout: 180_000 },
  ],
});

withOwnSite(
  'API process stopped for real: search, buy and detail say so in French, then recover with Réessayer once it runs again',
  async ({ page, ownSite }) => {
    withOwnSite.setTimeout(90_000);
    const listing = await firstListing(ownSite.apiURL);
    await ownSite.api.stop();
    await expect(fetch(`${ownSite.apiURL}/api/health`)).rejects.toThrow();

    // The real path: no page.route, the shell's proxy finds nothing listening and answers 502.
    const searchAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/products/'));
    await page.goto(`${ownSite.baseURL}/search`);
    expect((await searchAnswer).status()).toBe(502);
    await expectUsefulMessage(page, /Impossible de charger les annonces/);

    const buy = await page.context().newPage();
    await buy.goto(`${ownSite.baseURL}/acheter`);
    await expect(buy.getByRole('heading', { level: 1, name: 'Acheter une propriété' })).toBeVisible();
    await expectUsefulMessage(buy, /Impossible de charger les annonces/);

    const detail = await page.context().newPage();
    await detail.goto(`${ownSite.baseURL}/details/${listing.slug}`);
    await expectUsefulMessage(detail, /erreur est survenue lors du chargement/);

    // Same port, same DATA_DIR: the pages get their data back without a reload.
    await ownSite.api.start();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^\d+ Propriétés trouvées$/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await buy.getByRole('button', { name: 'Réessayer' }).click();
    await expect(buy.getByText(/^\d+ propriétés trouvées$/)).toBeVisible();
    await expect(buy.getByRole('link', { name: /Voir le bien/ }).first()).toBeVisible();
    await expect(buy.getByRole('alert')).toHaveCount(0);

    await detail.getByRole('button', { name: 'Réessayer' }).click();
    await expect(detail.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(detail.getByRole('alert')).toHaveCount(0);
  },
);
