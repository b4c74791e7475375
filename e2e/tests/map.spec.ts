import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginByApi, signUpUser } from '../support/profile-session';

// The 'Carte' view of /search and the detail page's map. The site's MAP_TILES_URL points at a
// local port nothing listens on (support/site.ts): no tile comes from the internet, and what is tested is the map
// with its tiles unavailable — markers on a plain background and the French notice.
test.describe.configure({ timeout: 90_000 });

const stamp = `map${Date.now().toString(36)}`;
const TILES = 'http://127.0.0.1:9/tiles/';
const NOTICE = 'Le fond de carte ne peut pas être chargé ; les annonces restent placées.';

async function createListings(request: APIRequestContext, apiURL: string) {
  const session = await loginByApi(request, apiURL, await signUpUser(request, apiURL));
  const headers = { Authorization: `Bearer ${session.accessToken.token}` };
  const listings = [
    { name: `Villa ${stamp} Akwa`, city: 'Douala', district: 'Akwa', lat: 4.0511, lng: 9.7001 },
    { name: `Villa ${stamp} Bonapriso`, city: 'Douala', district: 'Bonapriso', lat: 4.0273, lng: 9.6921 },
    { name: `Villa ${stamp} Bastos`, city: 'Yaoundé', district: 'Bastos', lat: 3.8944, lng: 11.5139 },
  ];
  for (const { name, city, district, lat, lng } of listings) {
    const created = await request.post(`${apiURL}/api/v1/products/create`, {
      headers,
      multipart: {
        product_data: JSON.stringify({
          name,
          category: 'Villa',
          price: 150_000_000,
          location: { city, district, lat, lng },
        }),
      },
    });
    expect(created.status()).toBe(201);
  }
}

/** A result's marker: a button named by the listing's name, price and place. */
const marker = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Carte des résultats' }).getByRole('button', { name: new RegExp(name) });

async function inside(element: Locator, frame: Locator): Promise<boolean> {
  const [box, outer] = await Promise.all([element.boundingBox(), frame.boundingBox()]);
  if (!box || !outer) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return x >= outer.x && x <= outer.x + outer.width && y >= outer.y && y <= outer.y + outer.height;
}

test.beforeAll(async ({ playwright }) => {
  const site = JSON.parse(process.env.E2E_SITE ?? '{}') as { apiURL: string };
  const request = await playwright.request.newContext();
  await createListings(request, site.apiURL);
  await request.dispose();
});

test("the 'Carte' view places the results without tiles, searches an area, and the list follows", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  // The list first: no map code is fetched for it.
  await page.goto(`/search?query=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: '3 Propriétés trouvées' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(requests.filter((url) => /map-kit/.test(url))).toEqual([]);

  await page
    .getByRole('group', { name: 'Affichage des résultats' })
    .getByRole('link', { name: 'Carte' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${stamp}&view=map$`));
  const map = page.getByRole('region', { name: 'Carte des résultats' });
  await expect(map).toBeVisible();
  await expect(marker(page, 'Akwa')).toBeVisible();
  await expect(marker(page, 'Bonapriso')).toBeVisible();
  await expect(marker(page, 'Bastos')).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText('3 annonces placées sur la carte.')).toBeVisible();
  expect(requests.filter((url) => /map-kit/.test(url)).length).toBeGreaterThan(0);
  // The tiles were asked of the configured address, never of OpenStreetMap.
  expect(requests.some((url) => url.startsWith(TILES))).toBe(true);
  expect(requests.filter((url) => /openstreetmap/.test(url))).toEqual([]);

  // Keyboard: Tab reaches a marker, Enter opens its popup with the focus on the listing's link.
  await marker(page, 'Akwa').focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: `Voir l'annonce Villa ${stamp} Akwa` });
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(marker(page, 'Akwa')).toBeFocused();

  // Zoom in on Douala (double clicks beside its markers) until Yaoundé leaves the map, then search that area.
  for (let zoom = 0; zoom < 6 && (await inside(marker(page, 'Bastos'), map)); zoom += 1) {
    const box = (await marker(page, 'Akwa').boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height + 30);
    await page.waitForTimeout(400);
  }
  expect(await inside(marker(page, 'Bastos'), map)).toBe(false);
  expect(await inside(marker(page, 'Akwa'), map)).toBe(true);
  await page.getByRole('button', { name: 'Rechercher dans cette zone' }).click();
  await expect(page).toHaveURL(/view=map&bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '2 Propriétés trouvées' })).toBeVisible();
  await expect(marker(page, 'Bastos')).toHaveCount(0);
  await expect(marker(page, 'Akwa')).toBeVisible();
  await expect(page.getByText('Résultats limités à la zone choisie sur la carte.')).toBeVisible();

  // The list reads the same area, and works as before.
  await page.getByRole('link', { name: 'Liste' }).click();
  await expect(page).toHaveURL(/bbox=/);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Carte des résultats' })).toHaveCount(0);
  // The list has its answer (its count in the title) before the area is removed from it.
  await expect(page.getByRole('heading', { level: 1, name: '2 Propriétés trouvées' })).toBeVisible();
  await page.getByRole('button', { name: 'Retirer la zone' }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page.getByRole('heading', { level: 1, name: '3 Propriétés trouvées' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await page
    .getByRole('article')
    .filter({ hasText: `Villa ${stamp} Bastos` })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Villa ${stamp} Bastos` })).toBeVisible();
});

test('a map view drawn by the server opens in place, and fits a 360 px screen', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/search?query=${stamp}&view=map`);
  await expect(page.getByRole('heading', { level: 1, name: '3 Propriétés trouvées' })).toBeVisible();
  await expect(marker(page, 'Bastos')).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('search-map-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('search-map-1280.png'), fullPage: true });
});

test("the detail page's 'Voir sur la carte' draws the owner's pin on request", async ({ page }) => {
  await page.goto(`/search?query=${stamp}%20Akwa`);
  await page.getByRole('article').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Villa ${stamp} Akwa` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Carte/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voir sur la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte : Akwa, Douala' });
  await expect(map).toBeVisible();
  await expect(map.locator('.immo237-marker')).toHaveCount(1);
  await expect(page.getByText(NOTICE)).toBeVisible();
});
