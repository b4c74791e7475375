import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { openWithScriptsHeld } from '../support/held-scripts';
import { loginByApi, signUpUser } from '../support/profile-session';

// Search by city and quartier, a rental's entry costs, land titles, 'Appeler' and 'WhatsApp'.
test.describe.configure({ timeout: 90_000 });

const stamp = `ls${Date.now().toString(36)}`;

async function owner(request: APIRequestContext, apiURL: string, profile?: Record<string, unknown>) {
  const session = await loginByApi(request, apiURL, await signUpUser(request, apiURL));
  const headers = { Authorization: `Bearer ${session.accessToken.token}` };
  if (profile) {
    const saved = await request.patch(`${apiURL}/api/v1/user/update-profile`, { headers, data: profile });
    expect(saved.status()).toBe(200);
  }
  return async (data: Record<string, unknown>) => {
    const created = await request.post(`${apiURL}/api/v1/products/create`, {
      headers,
      multipart: { product_data: JSON.stringify(data) },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { data: { id: string; slug: string; name: string } }).data;
  };
}

test('search by city and quartier, from the address and from the form', async ({ page, request, site }) => {
  const create = await owner(request, site.apiURL);
  await create({
    name: `Villa ${stamp} Lobé`,
    category: 'Villa',
    price: 150_000_000,
    location: { city: 'Kribi', district: 'Lobé' },
  });
  await create({
    name: `Villa ${stamp} Mpalla`,
    category: 'Villa',
    price: 120_000_000,
    location: { city: 'Kribi', district: 'Mpalla' },
  });
  await create({
    name: `Villa ${stamp} Bastos`,
    category: 'Villa',
    price: 250_000_000,
    location: { city: 'Yaoundé', district: 'Bastos' },
  });

  await page.goto(`/search?query=${stamp}&city=Kribi&district=Lob%C3%A9`);
  await expect(page.getByRole('heading', { level: 1, name: '1 Propriété trouvée' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Villa ${stamp} Lobé` });
  await expect(card).toContainText('Lobé, Kribi');

  await page.goto(`/search?query=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: '3 Propriétés trouvées' })).toBeVisible();
  // The form as the application drives it (a choice made before the page comes alive is kept:
  // mf-catalog's filter-fields-hydration.test.tsx).
  await waitForHydration(page);
  const filters = page.getByRole('button', { name: 'Filtres', exact: true });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole('combobox', { name: 'Ville' }).selectOption('Kribi');
  await page.getByLabel('Quartier').fill('Mpalla');
  await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(page).toHaveURL(/city=Kribi/);
  await expect(page).toHaveURL(/district=Mpalla/);
  await expect(page.getByRole('heading', { level: 1, name: '1 Propriété trouvée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Villa ${stamp} Mpalla` })).toBeVisible();
});

test("a rental's entry cost on its card and its page; the land-title filter", async ({
  page,
  request,
  site,
}) => {
  const create = await owner(request, site.apiURL);
  const rental = await create({
    name: `Appartement ${stamp} Akwa`,
    category: 'Appartement',
    price: 150_000,
    is_for_sale: false,
    location: { city: 'Douala', district: 'Akwa' },
    entry_costs: { advance_months: 6, deposit_months: 2, agency_fee: 150_000, visit_fee: 10_000 },
  });
  await create({
    name: `Terrain ${stamp} titré`,
    category: 'Terrain',
    price: 9_000_000,
    land_title: 'titled',
  });
  await create({
    name: `Terrain ${stamp} en cours`,
    category: 'Terrain',
    price: 7_000_000,
    land_title: 'in_progress',
  });

  await page.goto(`/louer?query=${stamp}`);
  const card = page.getByRole('article').filter({ hasText: rental.name });
  await expect(card).toContainText(/150\s000\sFCFA \/mois/);
  await expect(card).toContainText(/Entrée : 1\s360\s000\sFCFA/);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: rental.name })).toBeVisible();
  await expect(page.getByText(/À l'entrée : 1\s360\s000\sFCFA/)).toBeVisible();

  await page.goto(`/terrains?query=${stamp}&landTitle=titled`);
  await expect(page.getByRole('heading', { name: `Terrain ${stamp} titré` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `Terrain ${stamp} titré` })).toContainText(
    'Titre foncier : Titré',
  );
  await expect(page.getByRole('heading', { name: `Terrain ${stamp} en cours` })).toHaveCount(0);
});

test("'Appeler' and 'WhatsApp' for an owner who shows a number, counted on tap; absent otherwise", async ({
  page,
  request,
  site,
}) => {
  const shows = await owner(request, site.apiURL, { phone: '+237 6 77 12 34 56', showPhone: true });
  const hides = await owner(request, site.apiURL, { phone: '+237 6 99 00 00 00' });
  const shown = await shows({ name: `Maison ${stamp} avec numéro`, category: 'Maison', price: 40_000_000 });
  const hidden = await hides({ name: `Maison ${stamp} sans numéro`, category: 'Maison', price: 41_000_000 });

  await page.goto(`/details/${shown.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: shown.name })).toBeVisible();
  const call = page.getByRole('link', { name: 'Appeler le +237 6 77 12 34 56' });
  await expect(call).toHaveAttribute('href', 'tel:+237677123456');
  const whatsapp = page.getByRole('link', { name: 'WhatsApp', exact: true });
  const href = new URL((await whatsapp.getAttribute('href')) as string);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/237677123456');
  expect(href.searchParams.get('text')).toContain(`/details/${shown.slug}`);
  expect(href.searchParams.get('text')).toContain(shown.name);
  // The tap is counted without waiting for the answer (the phone's dialer is not opened here): by the link's own
  // handler once the page is live, by the start-up script before then; once either way, never twice.
  const taps: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(`/api/v1/products/public/${shown.id}/contact-tap`) && req.method() === 'POST') {
      taps.push(req.postDataJSON());
    }
  });
  const noDialer = (link: HTMLElement | SVGElement) =>
    link.addEventListener('click', (event) => event.preventDefault());
  await waitForHydration(page);
  await call.evaluate(noDialer);
  await call.click();
  await expect.poll(() => taps).toEqual([{ channel: 'call' }]);

  const held = await openWithScriptsHeld(page, `/details/${shown.slug}`);
  await call.evaluate(noDialer);
  await call.click();
  await expect.poll(() => taps).toEqual([{ channel: 'call' }, { channel: 'call' }]);
  await held.release();
  expect(taps).toHaveLength(2);

  await page.goto(`/details/${hidden.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: hidden.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Appeler/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveCount(0);
});
