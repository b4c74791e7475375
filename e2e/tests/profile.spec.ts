import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  newMemberWithListing,
  newMemberSession,
  photo,
  startRealSession,
  type LoginAnswer,
} from '../support/profile-session';

// A whole listing journey types a long form and uploads photos: more than the default 30 s on shared CPUs.
test.describe.configure({ timeout: 90_000 });

async function apiJson<T>(
  request: APIRequestContext,
  url: string,
  token?: string,
): Promise<{ status: number; data: T }> {
  const response = await request.get(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  const body = (await response.json()) as { data: T };
  return { status: response.status(), data: body.data };
}

/** A new member, signed in on `page`: the site's code starts with their session. */
async function signInNewMember(
  page: Page,
  request: APIRequestContext,
  site: { baseURL: string; apiURL: string },
): Promise<LoginAnswer> {
  const session = await newMemberSession(request, site.apiURL);
  await startRealSession(page, site.baseURL, session);
  return session;
}

test('sign in, edit the profile, and see it again after a reload', async ({ page, request, site }) => {
  await signInNewMember(page, request, site);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier le profil' }).click();
  await expect(page.getByLabel(/^Pseudo/)).toBeDisabled();
  await page.getByLabel(/^Téléphone/).fill('12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await page.getByLabel(/^Téléphone/).fill('+237 699 12 34 56');
  await page.getByLabel(/^Biographie/).fill('Propriétaire à Yaoundé, quartier Bastos.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Propriétaire à Yaoundé, quartier Bastos.')).toBeVisible();
  // Saved without its spaces and shown the way numbers are read in Cameroon.
  await expect(page.getByText('+237 6 99 12 34 56')).toBeVisible();
});

test('create a listing with two photos, find it live, edit its price, delete it', async ({
  page,
  request,
  site,
}) => {
  await signInNewMember(page, request, site);
  const name = `Villa e2e ${Date.now()}`;

  await page.goto('/profile/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes biens' })).toBeVisible();
  await expect(page.getByText('Aucun article trouvé')).toBeVisible();
  await page.getByRole('button', { name: 'Créer un nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle Propriété' });
  await dialog.getByLabel(/^Nom du bien/).fill(name);
  await dialog.getByLabel(/^Catégorie/).selectOption('Villa');
  await dialog.getByLabel(/^Prix/).fill('45000000');
  // 'Ville' offers the site's cities first.
  await dialog.getByRole('combobox', { name: /^Ville/ }).selectOption('Yaoundé');
  await dialog.getByLabel(/^Quartier/).fill('Bastos');
  await dialog.getByLabel(/^Description/).fill('Belle villa avec jardin et forage.');
  await dialog.getByLabel(/^Étiquettes/).fill('jardin, forage');
  await dialog
    .getByLabel('Ajouter des photos')
    .setInputFiles([photo(0, 'facade.png'), photo(1, 'salon.png')]);
  await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer la propriété' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Live in the public search and on its detail page.
  const search = await apiJson<{ name: string; slug: string; images: string[]; image: string }[]>(
    request,
    `${site.apiURL}/api/v1/products/public/search?query=${encodeURIComponent(name)}`,
  );
  const found = search.data.find((item) => item.name === name);
  expect(found).toBeTruthy();
  expect(found!.image).toBeTruthy();
  expect(found!.images).toHaveLength(1);
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/details/${found!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit the price.
  await page.goto('/profile/articles');
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'article" });
  await expect(edit.getByRole('img', { name: 'Image principale du bien' })).toBeVisible();
  await edit.getByLabel(/^Prix/).fill('39500000');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/39\s500\s000\sFCFA/)).toBeVisible();
  const details = await apiJson<{ price: number; images: string[] }>(
    request,
    `${site.apiURL}/api/v1/products/public/details/${found!.slug}`,
  );
  expect(details.data.price).toBe(39500000);
  expect(details.data.images).toHaveLength(1);

  // Delete it.
  await page.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page
    .getByRole('dialog', { name: "Supprimer l'article" })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Aucun article trouvé')).toBeVisible();
  const gone = await apiJson(request, `${site.apiURL}/api/v1/products/public/details/${found!.slug}`);
  expect(gone.status).toBe(404);
});

test('favourite a property from its detail page, see it in Favoris, remove it', async ({
  page,
  request,
  site,
}) => {
  const session = await signInNewMember(page, request, site);
  const listing = (
    await apiJson<{ name: string; slug: string }[]>(
      request,
      `${site.apiURL}/api/v1/products/public/search?limit=1`,
    )
  ).data[0]!;

  await page.goto(`/details/${listing.slug}`);
  // A click while the page comes alive is before-live.spec.ts's subject; this journey is about the favourites list.
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();

  await page.goto('/profile/favorites');
  await expect(page.getByText('1 propriété sauvegardée')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: listing.name })).toBeVisible();
  await page.getByRole('button', { name: `Retirer ${listing.name} des favoris` }).click();
  await expect(page.getByText('Aucun favori pour le moment')).toBeVisible();
  const saved = await apiJson<unknown[]>(
    request,
    `${site.apiURL}/api/v1/user/favourites`,
    session.accessToken.token,
  );
  expect(saved.data).toHaveLength(0);
});

test("a message sent from a listing's page appears in its owner's Messages", async ({
  page,
  browser,
  request,
  site,
}) => {
  const name = `Studio e2e ${Date.now()}`;
  const { owner, slug } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Studio',
    price: 150000,
  });

  // A visitor, signed out, in a separate browser context.
  const visitorContext = await browser.newContext({ baseURL: site.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/details/${slug}`);
  await visitor.getByLabel(/^Nom/).fill('Jean-Paul Mbarga');
  await visitor.getByLabel(/^Email/).fill('jp.mbarga@example.cm');
  await visitor.getByLabel(/^Message/).fill('Bonjour, le studio est-il toujours libre en juin ?');
  await visitor.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(visitor.getByText(/Votre message a été envoyé avec succès/)).toBeVisible();
  await visitorContext.close();

  await startRealSession(page, site.baseURL, owner);
  await page.goto('/profile/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jean-Paul Mbarga' })).toBeVisible();
  await expect(page.getByText('Bonjour, le studio est-il toujours libre en juin ?')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/details/${slug}`);
});

test('Ventes is coming soon with a notify request recorded by the API; a new member has no discussion', async ({
  page,
  request,
  site,
}) => {
  const session = await signInNewMember(page, request, site);
  await page.goto('/profile/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/notify') && response.request().method() === 'POST',
  );
  await expect(page.getByLabel('Votre email')).toHaveValue(session.email);
  await page.getByRole('button', { name: 'Me prévenir' }).click();
  expect((await recorded).status()).toBe(201);
  await expect(page.getByText("Merci ! Nous vous écrirons dès l'ouverture.")).toBeVisible();

  await page
    .getByRole('navigation', { name: "Menu de l'espace profil" })
    .getByRole('link', { name: 'Discussions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Aucune discussion pour le moment' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parcourir les annonces' })).toHaveAttribute('href', '/search');
  await expect(page.getByRole('link', { name: 'Nouveau message' })).toHaveAttribute(
    'href',
    '/profile/favorites',
  );
});
