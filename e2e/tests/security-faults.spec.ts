// Issue 9 item 6, browser side: with the API unreachable (network failure), or answering as the shell's proxy does
// when the API is stopped (502 BAD_GATEWAY) or shedding load (503), the data pages show a French message and a
// retry — never a blank page or a stack — and recover without a reload once the API answers again.
import type { Page, Route } from '@playwright/test';
import { firstListing } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';

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
