import { expect, test } from '../support/fixtures';
import { loginByApi, signUpUser } from '../support/profile-session';

// What rent and land cost by city and quartier: the demo's figures (computed at start, right after the seed) on
// /prix pages the server draws, and the notice on a listing priced far below its quartier.
const RENT_SENTENCE = /^Loyer médian d'un 2 pièces à Bonapriso : [\d\s]+FCFA \/ mois/;

test.describe('/prix', () => {
  test('from the cities to a quartier: sentences, chart, tables with counts and a link to the search', async ({
    page,
  }) => {
    await page.goto('/prix');
    await expect(
      page.getByRole('heading', { level: 1, name: "Prix de l'immobilier au Cameroun" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Douala', exact: true }).click();
    await expect(page).toHaveURL(/\/prix\/douala$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Prix de l'immobilier à Douala" }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quartiers de Douala' })
      .getByRole('link', { name: 'Bonapriso' })
      .click();
    await expect(page).toHaveURL(/\/prix\/douala\/bonapriso$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: "Prix de l'immobilier à Bonapriso, Douala" }),
    ).toBeVisible();
    await expect(main.getByText(RENT_SENTENCE)).toBeVisible();
    await expect(main.getByText(/^Chiffres du \d/)).toBeVisible();
    await expect(main.getByRole('img', { name: /Loyers médians à Bonapriso/ })).toContainText('FCFA');
    const row = main.getByRole('row', { name: /Appartement · 2 pièces/ });
    await expect(row).toContainText(/\d+ annonces/);
    await row.getByRole('link', { name: /^Voir les annonces/ }).click();
    await expect(page).toHaveURL(/\/louer\?city=Douala&district=Bonapriso&type=apartment&bedrooms=2$/);
  });

  test('drawn by the server with its head, Dataset data and the sitemap; an unknown place is a 404', async ({
    request,
  }) => {
    const response = await request.get('/prix/douala/bonapriso');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /<title>Prix de l(&#x27;|&#39;|')immobilier à Bonapriso : loyers médians \| Immo237<\/title>/,
    );
    expect(html).toContain('"@type":"Dataset"');
    expect(html).toMatch(
      /Loyer médian d&#x27;un 2 pièces à Bonapriso|Loyer médian d'un 2 pièces à Bonapriso/,
    );
    expect((await request.get('/prix/nulle-part')).status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/\/prix\/douala\/bonapriso<\/loc>/);
  });
});

test.describe('/prix without JavaScript, at 360 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test('the figures and their links read without scripts', async ({ page }) => {
    await page.goto('/prix/douala/bonapriso');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      "Prix de l'immobilier à Bonapriso, Douala",
    );
    await expect(main.getByText(RENT_SENTENCE)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Loyers médians' })).toBeVisible();
    await main.getByRole('link', { name: 'Tous les quartiers de Douala' }).click();
    await expect(page).toHaveURL(/\/prix\/douala$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Prix de l'immobilier à Douala");
  });
});

test('a listing created far below its quartier shows the notice, and links to the rents there', async ({
  page,
  request,
  site,
}) => {
  const owner = await loginByApi(request, site.apiURL, await signUpUser(request, site.apiURL, 'Armelle'));
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: {
      product_data: JSON.stringify({
        name: `Appartement bradé à Bonapriso ${Date.now()}`,
        category: 'Appartement',
        is_for_sale: false,
        price: 40_000,
        features: { bedrooms: 2 },
        location: { city: 'Douala', district: 'Bonapriso' },
      }),
    },
  });
  expect(created.status()).toBe(201);
  const { slug, low_price } = ((await created.json()) as { data: { slug: string; low_price: unknown } }).data;
  expect(low_price).not.toBeNull();

  await page.goto(`/details/${slug}`);
  await expect(
    page.getByText(
      'Prix nettement inférieur aux annonces comparables du quartier : vérifiez le bien et les documents avant tout paiement',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Loyers à Bonapriso' }).click();
  await expect(page).toHaveURL(/\/prix\/douala\/bonapriso$/);
});
