// Accessibility gate: axe on every route of the table at 360 px and 1280 px, signed out and,
// for the profile pages, signed in; then keyboard-only journeys through the header menus, the filter drawer,
// the detail gallery and the agents' Contact dialog (focus moves in, stays in, returns on close).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { firstListing, listingCards } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';
import { loginByApi, signUpUser, startRealSession, type LoginAnswer } from '../support/profile-session';
import { PROFILE_ROUTES, PUBLIC_ROUTES } from '../support/routes';

const WIDTHS = [360, 1280] as const;
const BLOCKING = new Set(['serious', 'critical']);

/** Waits for the page's h1 and for every list or form that loads data to have stopped being busy. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Chargement de la page…')).toHaveCount(0);
  // The home's featured listings come from a remote with no loading indicator: wait for its cards.
  if (new URL(page.url()).pathname === '/') {
    await expect(listingCards(page).first()).toBeVisible();
  }
}

/**
 * Runs axe and fails with one line per serious or critical violation (id, impact, targets, help). On top of the
 * default rules: every control's accessible name contains its visible text (WCAG 2.5.3, 'label in name'), a rule
 * axe ships as experimental, so asked for by name. Legacy mode runs axe in the page itself: the default mode
 * finishes every run in a new blank page with axe injected again, which doubled the gate's time. What it leaves
 * out, the inside of cross-origin frames, is content the site does not author (the contact page's map embed; its
 * frame's title is still checked).
 */
async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking
    .map(
      (violation) =>
        `${violation.id} [${violation.impact}] ${violation.help}\n` +
        violation.nodes.map((node) => `    at ${JSON.stringify(node.target)}`).join('\n'),
    )
    .join('\n');
  expect(blocking, `axe on ${where}:\n${report}`).toEqual([]);
}

/** True when the focused element is inside `container`. */
const focusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Tab and Shift+Tab go round more than once and never leave `container`. */
async function expectFocusTrapped(page: Page, container: Locator) {
  const stops = await container.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(container), `${key} #${press + 1} left the dialog`).toBe(true);
    }
  }
}

/** Focuses `opener` without a click once its block is live (a button whose work is a script's is disabled until then). */
async function focusWhenLive(opener: Locator) {
  await expect(opener).toBeEnabled();
  await opener.focus();
}

/** Enter on the focused opener shows `dialog`, with the focus inside it. */
async function enterOpens(page: Page, dialog: Locator) {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
}

/** The focus stays in `dialog` until Escape closes it and gives the focus back to `opener`. */
async function expectTrappedUntilEscape(page: Page, dialog: Locator, opener: Locator) {
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Tabs from the top of the page until `target` has focus (keyboard only, no click). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

// One page per block, kept across its tests: the browser cache then serves the shell and remotes' bundles after
// the first route, which keeps the whole gate within a few minutes (a failed test restarts the worker and the page).
let shared: Page;
async function sharedPage(browser: Browser, baseURL: string, login?: LoginAnswer) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  shared = await context.newPage();
  if (login) await startRealSession(shared, baseURL, login);
}

test.describe('axe, signed out', () => {
  const routes = [
    ...PUBLIC_ROUTES,
    { path: '/details/villa-bonapriso', heading: /./ },
    // A quartier's prices: tables, chart and links.
    { path: '/prix/douala/bonapriso', heading: /./ },
  ];
  test.beforeAll(async ({ browser, site }) => sharedPage(browser, site.baseURL));
  test.afterAll(() => shared.context().close());
  for (const width of WIDTHS) {
    for (const route of routes) {
      test(`${route.path} at ${width} px`, async () => {
        await shared.setViewportSize({ width, height: 800 });
        await shared.goto(route.path, { waitUntil: 'domcontentloaded' });
        await settle(shared, route.heading);
        await expectNoSeriousViolations(shared, `${route.path} at ${width} px`);
      });
    }
  }
});

test.describe('signed in', () => {
  // One real session for the whole file: logins are rate-limited.
  let session: LoginAnswer;
  test.beforeAll(async ({ playwright, browser, site }) => {
    const request = await playwright.request.newContext();
    session = await loginByApi(request, site.apiURL, await signUpUser(request, site.apiURL, 'Axe'));
    // A listing of their own and a favourite: 'Mes biens' and 'Mes favoris' show their cards' buttons. The listing is
    // offline ('Remettre en ligne'), so the public pages' newest listings stay the seeded ones with photos.
    const headers = { Authorization: `Bearer ${session.accessToken.token}` };
    const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
      headers,
      multipart: {
        product_data: JSON.stringify({
          name: 'Studio Axe',
          category: 'Studio',
          price: 90_000,
          is_for_sale: false,
          status: 'INACTIVE',
        }),
      },
    });
    expect(created.status()).toBe(201);
    const favourite = await firstListing(site.apiURL);
    expect(
      (await request.post(`${site.apiURL}/api/v1/user/favourites/${favourite.id}`, { headers })).ok(),
    ).toBe(true);
    await request.dispose();
    await sharedPage(browser, site.baseURL, session);
  });
  test.afterAll(() => shared.context().close());

  for (const width of WIDTHS) {
    for (const route of PROFILE_ROUTES) {
      test(`axe ${route.path} at ${width} px`, async () => {
        await shared.setViewportSize({ width, height: 800 });
        await shared.goto(route.path, { waitUntil: 'domcontentloaded' });
        await settle(shared, route.heading);
        await expectNoSeriousViolations(shared, `${route.path} at ${width} px (signed in)`);
      });
    }
  }

  test('keyboard: the user menu opens on Enter, focus moves in, Escape gives it back', async ({
    page,
    baseURL,
  }) => {
    await startRealSession(page, baseURL!, session);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await settle(page, 'Trouvez votre propriété de rêve');
    const toggle = page.getByRole('button', { name: /^Menu du compte de / });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link', { name: 'Mon profil' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // A disclosure, not a dialog: Tab past its last item leaves it, and it closes behind the focus.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Mon profil' })).toBeFocused();
    // As many Tabs as the menu has items (the remotes add entries, e.g. 'Mes alertes'): the last one leaves it.
    const items = await menu.locator('a, button').count();
    for (let press = 0; press < items; press += 1) await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
  });
});

test.describe('keyboard', () => {
  test('360 px: the header menu button opens a drawer that keeps focus until Escape', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await settle(page, 'Trouvez votre propriété de rêve');
    const button = page.getByRole('button', { name: 'Ouvrir le menu' });
    await tabTo(page, button);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await enterOpens(page, drawer);
    await expectTrappedUntilEscape(page, drawer, button);
  });

  test('360 px: the Filtres drawer on /louer traps focus and gives it back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/louer');
    await settle(page, 'Louer une propriété');
    const button = page.getByRole('button', { name: 'Filtres', exact: true });
    await focusWhenLive(button);
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await enterOpens(page, drawer);
    await expectTrappedUntilEscape(page, drawer, button);
  });

  test('the detail gallery opens from the main image, follows the arrows and closes on Escape', async ({
    page,
    site,
  }) => {
    const listing = await firstListing(site.apiURL);
    await page.goto(`/details/${listing.slug}`);
    await settle(page, listing.name);
    const opener = page.getByRole('button', { name: /^Agrandir la photo 1 sur/ });
    await focusWhenLive(opener);
    const gallery = page.getByRole('dialog', { name: /^Photos : / });
    await enterOpens(page, gallery);
    await expect(gallery).toContainText('(1 /');
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toContainText('(2 /');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery).toContainText('(1 /');
    await expectTrappedUntilEscape(page, gallery, opener);
  });

  test("the agents' Contact dialog traps focus and gives it back", async ({ page }) => {
    await page.goto('/agents');
    await settle(page, 'Nos agents immobiliers');
    const button = page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' });
    await focusWhenLive(button);
    const dialog = page.getByRole('dialog', { name: 'Contacter Ibrahim Oumarou' });
    await enterOpens(page, dialog);
    await expectTrappedUntilEscape(page, dialog, button);
  });
});
