// Faults, browser side: with the API unreachable (network failure), or answering as the shell's proxy does
// when the API is stopped (502 BAD_GATEWAY) or shedding load (503), the data pages show a French message and a
// retry — never a blank page or a stack — and recover without a reload once the API answers again: with
// Réessayer, and by themselves (the catalogue retries after 2 s, 4 s, 8 s, then every 15 s; never in a hidden tab).
// The last test stops the API process for real, on a site of its own (the other tests share one). Pages the server
// draws arrive with their data; the browser-side tests reach the page by moving through the site (openInBrowser).
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

/**
 * The tab says it is hidden (document.visibilityState), as a background tab does: the catalogue never retries
 * by itself there, so only Réessayer can bring the data back (tests about the button, without a race).
 */
async function hideTab(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  });
}

/** Counts the catalogue's calls to the API made by the page from now on. */
function countProductCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/products/')) calls.count += 1;
  });
  return calls;
}

/**
 * Opens `path` the way a visitor moving through the site does: drawn by the browser, which asks the API itself
 * (a page sent by the server arrives with its data and asks nothing). The first page makes no API call.
 */
async function openInBrowser(page: Page, path: string) {
  await page.goto('/faq');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Longest wait for a page to come back by itself: the next retry is at most 15 s after the last failure. */
const SELF_RECOVERY_TIMEOUT = 30_000;

/** The page says something in French and leaks nothing technical. */
async function expectUsefulMessage(page: Page, text: RegExp) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  const body = (await page.locator('body').innerText()).trim();
  expect(body.length).toBeGreaterThan(50);
  expect(body).not.toMatch(/ECONNREFUSED|TCPConnectWrap|TypeError|at \S+ \(|BAD_GATEWAY|SERVICE_UNAVAILABLE/);
}

for (const fault of FAULTS) {
  test(`search: API ${fault} shows a French message, then recovers with Réessayer`, async ({ page }) => {
    await hideTab(page);
    const api = await breakApi(page, fault);
    await openInBrowser(page, '/search');
    await expectUsefulMessage(page, /Impossible de charger les annonces/);
    expect(api.broken).toBeGreaterThan(0);
    api.heal();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Impossible de charger/ })).toHaveCount(0);
  });

  test(`detail: API ${fault} shows a French message, then recovers with Réessayer`, async ({
    page,
    site,
  }) => {
    const listing = await firstListing(site.apiURL);
    await hideTab(page);
    const api = await breakApi(page, fault);
    await openInBrowser(page, `/details/${listing.slug}`);
    await expectUsefulMessage(page, /erreur est survenue lors du chargement/);
    expect(api.broken).toBeGreaterThan(0);
    api.heal();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  });

  test(`search: API ${fault} is retried by itself while down, and the results come back with no click`, async ({
    page,
  }) => {
    const api = await breakApi(page, fault);
    await openInBrowser(page, '/search');
    await expectUsefulMessage(page, /Impossible de charger les annonces/);
    await expect(page.getByRole('alert')).toContainText('Nouvelle tentative automatique');
    // At least one automatic attempt while the API is still down (2 s after the first failure)…
    const firstFailures = api.broken;
    await expect.poll(() => api.broken, { timeout: SELF_RECOVERY_TIMEOUT }).toBeGreaterThan(firstFailures);
    await expect(page.getByRole('alert')).toContainText('Impossible de charger les annonces');
    // …and the next one after the API is back brings the results, without touching the page.
    api.heal();
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible({
      timeout: SELF_RECOVERY_TIMEOUT,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
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
  'API process stopped for real: search, buy and detail say so in French; buy and detail come back by themselves once it runs again, the hidden search tab with Réessayer',
  async ({ page, ownSite }) => {
    withOwnSite.setTimeout(120_000);
    const listing = await firstListing(ownSite.apiURL);
    await ownSite.api.stop();
    await expect(fetch(`${ownSite.apiURL}/api/health`)).rejects.toThrow();

    // The real path: no page.route, the shell's proxy finds nothing listening and answers 502.
    // The search tab is a background (hidden) tab: it must not retry by itself.
    await hideTab(page);
    const searchCalls = countProductCalls(page);
    const searchAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/products/'));
    await page.goto(`${ownSite.baseURL}/search`);
    expect((await searchAnswer).status()).toBe(502);
    await expectUsefulMessage(page, /Impossible de charger les annonces/);

    const buy = await page.context().newPage();
    const buyCalls = countProductCalls(buy);
    await buy.goto(`${ownSite.baseURL}/acheter`);
    await expect(buy.getByRole('heading', { level: 1, name: 'Acheter une propriété' })).toBeVisible();
    await expectUsefulMessage(buy, /Impossible de charger les annonces/);
    await expect(buy.getByRole('alert')).toContainText('Nouvelle tentative automatique');

    const detail = await page.context().newPage();
    await detail.goto(`${ownSite.baseURL}/details/${listing.slug}`);
    await expectUsefulMessage(detail, /erreur est survenue lors du chargement/);

    // The visible buy tab tries again by itself while the API is down (still 502, still the message)…
    await expect.poll(() => buyCalls.count, { timeout: SELF_RECOVERY_TIMEOUT }).toBeGreaterThan(1);
    await expectUsefulMessage(buy, /Impossible de charger les annonces/);
    // …the hidden search tab, opened before it, has not.
    expect(searchCalls.count).toBe(1);

    // Same port, same DATA_DIR: buy and detail get their data back with no click and no reload.
    await ownSite.api.start();
    const restarted = performance.now();
    const recovered = async (what: string, shown: Promise<void>) => {
      await shown;
      const seconds = (performance.now() - restarted) / 1000;
      test
        .info()
        .annotations.push({ type: 'recovered by itself', description: `${what}: ${seconds.toFixed(1)} s` });
      console.log(`API back: ${what} recovered by itself ${seconds.toFixed(1)} s later`);
    };
    await Promise.all([
      recovered(
        '/acheter',
        expect(buy.getByText(/^(Plus de )?\d+ propriétés trouvées$/)).toBeVisible({
          timeout: SELF_RECOVERY_TIMEOUT,
        }),
      ),
      recovered(
        '/details',
        expect(detail.getByRole('heading', { level: 1, name: listing.name })).toBeVisible({
          timeout: SELF_RECOVERY_TIMEOUT,
        }),
      ),
    ]);
    await expect(buy.getByRole('link', { name: /Voir le bien/ }).first()).toBeVisible();
    await expect(buy.getByRole('alert')).toHaveCount(0);
    await expect(buy.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
    await expect(detail.getByRole('alert')).toHaveCount(0);

    // The hidden search tab still shows the error with the API back; Réessayer brings the results at once.
    await expect(page.getByRole('alert')).toContainText('Impossible de charger les annonces');
    expect(searchCalls.count).toBe(1);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);
