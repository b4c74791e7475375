import type { Locator } from '@playwright/test';
import { waitForMailLink } from '../support/auth-mail';
import { firstListing } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';
import { holdScripts, openWithScriptsHeld } from '../support/held-scripts';
import { DEMO_ACCOUNT, signUpUser } from '../support/profile-session';

// A phone shows the server's page seconds before its scripts have taken it over. Each journey here holds every
// script of the page, acts as a visitor would in that window, releases the scripts and checks that nothing the
// visitor did was lost.
test.use({ viewport: { width: 360, height: 780 } });
test.describe.configure({ timeout: 90_000 });

// Once the scripts are released, the held submit still waits on the API (a sign-in or sign-up hashes a password at
// production cost): on a machine shared with other work that can take longer than the usual expectation.
const API_ANSWER = 30_000;

test.describe('/login before its scripts', () => {
  test('an e-mail typed and sent early is validated once live: every error, the summary, the typed text', async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/login');
    await page.getByLabel('Adresse e-mail').fill('awa@');
    await page.getByLabel(/^Mot de passe/).fill('secret12');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await held.release();
    const summary = page.getByRole('alert').filter({ hasText: 'Erreurs dans le formulaire :' });
    await expect(summary).toContainText('Email invalide');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('awa@');
    await expect(page.getByLabel(/^Mot de passe/)).toHaveValue('secret12');
  });

  test('a sign-in sent early with Enter is completed once live', async ({ page }) => {
    const held = await openWithScriptsHeld(page, '/login');
    await page.getByLabel('Adresse e-mail').fill(DEMO_ACCOUNT.email);
    await page.getByLabel(/^Mot de passe/).fill(DEMO_ACCOUNT.password);
    await page.getByLabel(/^Mot de passe/).press('Enter');
    await held.release();
    await expect(page.getByText('Connexion réussie !')).toBeVisible({ timeout: API_ANSWER });
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('leaving a field shows no error line that would move the button under the pointer', async ({
    page,
  }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Se connecter' });
    const before = await button.boundingBox();
    await page.getByLabel('Adresse e-mail').fill('awa@');
    await page.getByLabel(/^Mot de passe/).focus();
    await page.getByLabel(/^Mot de passe/).blur();
    expect(await button.boundingBox()).toEqual(before);
  });
});

test.describe('/faq and /agents before their scripts', () => {
  test('words typed in the FAQ search, a chip and a question clicked early all count once live', async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/faq');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Rechercher une question' }).fill('piscine olympique');
    await held.release();
    await expect(main.getByRole('status')).toHaveText('0 question trouvée');

    const again = await openWithScriptsHeld(page, '/faq');
    await main.getByRole('button', { name: 'Juridique', exact: true }).click();
    await main.getByRole('button', { name: /délai de rétractation/ }).click();
    await again.release();
    await expect(main.getByRole('status')).toHaveText('3 questions trouvées');
    await expect(main.getByText(/délai de rétractation de 10 jours/)).toBeVisible();
  });

  test('words typed in the agents search filter once live; a portrait that failed early gets its fallback', async ({
    page,
  }) => {
    // Every portrait fails while the scripts are on their way.
    await page.route(/\/uploads\/agents\//, (route) => route.abort());
    const held = await openWithScriptsHeld(page, '/agents');
    const main = page.getByRole('main');
    await main.getByRole('searchbox').fill('Brenda');
    await held.release();
    await expect(main.getByRole('status')).toHaveText('1 agent trouvé');
    await expect(main.getByRole('img', { name: 'Photo de Brenda Ebai' })).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    );
  });

  test('a FAQ search sent with Enter before the scripts is drawn filtered by the server, and stays so once live', async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/faq');
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: 'Rechercher une question' });
    await box.fill('écrit enregistré');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/faq\?query=%C3%A9crit\+enregistr%C3%A9$/);
    await expect(main.getByRole('status')).toHaveText('1 question trouvée');
    await held.release();
    await expect(box).toHaveValue('écrit enregistré');
    await expect(main.getByRole('status')).toHaveText('1 question trouvée');
  });

  test("a click on an agent's 'Contacter' before the scripts opens the dialog once live", async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/agents');
    await page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' }).click();
    await held.release();
    await expect(page.getByRole('dialog', { name: 'Contacter Ibrahim Oumarou' })).toBeVisible();
  });
});

const unique = (label: string) => `e2e-early-${label}-${Date.now()}@example.cm`;
const SENT = 'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.';

test.describe('forms sent before their scripts', () => {
  test('a sign-up filled and sent early reaches /login with its notice, which a reload keeps without losing what is typed', async ({
    page,
  }) => {
    const email = unique('signup');
    const held = await openWithScriptsHeld(page, '/register');
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByLabel(/^Nom/).fill('Njoya');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel(/^Mot de passe/).fill('Douala2026');
    await page.getByLabel(/^Confirmer le mot de passe/).fill('Douala2026');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await held.release();
    await expect(page.getByText('Inscription réussie !')).toBeVisible({ timeout: API_ANSWER });
    await expect(page).toHaveURL(/\/login$/);
    const notice = page.getByRole('status').filter({ hasText: 'Un e-mail de confirmation a été envoyé' });
    await expect(notice).toContainText(email);

    // The notice lives in the browser's history: a reload keeps it, the server cannot see it.
    const again = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel(/^Mot de passe/).fill('Douala2026');
    await again.release();
    await expect(notice).toContainText(email);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
    await expect(page.getByLabel(/^Mot de passe/)).toHaveValue('Douala2026');
  });

  test('a forgotten-password request sent early with Enter gets its neutral answer', async ({ page }) => {
    const held = await openWithScriptsHeld(page, '/forgot-password');
    await page.getByLabel('Adresse e-mail').fill(unique('forgot'));
    await page.getByLabel('Adresse e-mail').press('Enter');
    await held.release();
    await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible({
      timeout: API_ANSWER,
    });
  });

  test('a new password chosen and sent early from the e-mailed link is saved once live', async ({
    page,
    request,
    site,
  }) => {
    const account = await signUpUser(request, site.apiURL);
    const asked = await request.post(`${site.apiURL}/api/v1/auth/forgot-password`, {
      data: { email: account.email },
    });
    expect(asked.ok()).toBe(true);
    const link = new URL(await waitForMailLink(site.dataDir, account.email, '/reset-password'));
    const held = await openWithScriptsHeld(page, `${link.pathname}${link.search}`);
    await page.getByLabel(/^Nouveau mot de passe/).fill('Nouveau2026');
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Nouveau2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await held.release();
    await expect(page.getByText(/Mot de passe modifié/)).toBeVisible({ timeout: API_ANSWER });
    await expect(page).toHaveURL(/\/login$/);
    const signIn = await request.post(`${site.apiURL}/api/v1/auth/login`, {
      data: { email: account.email, password: 'Nouveau2026' },
    });
    expect(signIn.ok()).toBe(true);
  });

  test('the contact page: a message typed, chosen and sent early is checked and sent once live', async ({
    page,
  }) => {
    await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    const held = await openWithScriptsHeld(page, '/contact');
    const main = page.getByRole('main');
    await main.getByLabel(/Nom complet/).fill('Brice Nkoulou');
    await main.getByLabel(/Adresse e-mail/).fill('brice.nkoulou@example.cm');
    await main.getByLabel(/Sujet/).selectOption({ label: 'Demande de visite' });
    await main.getByLabel(/Message/).fill('Je voudrais visiter un appartement à Bonapriso.');
    await main.getByRole('button', { name: 'Envoyer le message' }).click();
    await held.release();
    await expect(main.getByText(SENT)).toBeVisible({ timeout: API_ANSWER });
    await expect(main.getByLabel(/Nom complet/)).toHaveValue('');
  });

  test("a listing's message typed and sent early is sent once live", async ({ page, site }) => {
    const listing = await firstListing(site.apiURL);
    const held = await openWithScriptsHeld(page, `/details/${listing.slug}`);
    await page.getByLabel(/^Nom/).fill('Awa Njoya');
    await page.getByLabel(/^Email/).fill('awa.njoya@example.cm');
    await page.getByLabel(/^Message/).fill('Bonjour, ce bien est-il encore disponible ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await held.release();
    await expect(page.getByText(SENT)).toBeVisible({ timeout: API_ANSWER });
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
  });
});

test.describe('listings before their scripts', () => {
  test('the filter drawer is chosen and applied before the scripts, and the next page followed', async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/louer');
    await page.getByRole('link', { name: 'Filtres', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Filtres' });
    await panel.getByLabel('Type de bien').selectOption('apartment');
    await panel.getByRole('button', { name: 'Appliquer les filtres' }).click();
    // A GET form: the server draws the filtered list, whatever the scripts are doing.
    await expect(page).toHaveURL(/\/louer\?type=apartment$/);
    await expect(page.getByText(/^\d+ propriétés? trouvées?$/)).toBeVisible();
    await held.release();

    const again = await openWithScriptsHeld(page, '/search?query=douala');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/search\?query=douala&page=2$/);
    await again.release();
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  for (const { path, choose, expected } of [
    {
      path: '/acheter',
      choose: (panel: Locator) => panel.getByLabel('Type de bien').selectOption('house'),
      expected: /\/acheter\?type=house$/,
    },
    {
      path: '/terrains',
      choose: (panel: Locator) => panel.getByLabel('Titre foncier').selectOption('titled'),
      expected: /\/terrains\?landTitle=titled$/,
    },
  ]) {
    test(`${path}: the filters chosen and applied before the scripts`, async ({ page }) => {
      const held = await openWithScriptsHeld(page, path);
      await page.getByRole('link', { name: 'Filtres', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Filtres' });
      await choose(panel);
      await panel.getByRole('button', { name: 'Appliquer les filtres' }).click();
      await expect(page).toHaveURL(expected);
      await expect(page.getByText(/^\d+ propriétés? trouvées?$/)).toBeVisible();
      await held.release();
      await expect(page.getByText(/^\d+ propriétés? trouvées?$/)).toBeVisible();
    });
  }

  test('a filter being typed in as the page goes live keeps its focus and every letter, on a phone and a desktop', async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/search');
    await page.getByRole('link', { name: 'Filtres', exact: true }).click();
    await page.getByRole('complementary', { name: 'Filtres' }).getByLabel('Rechercher').fill('Kri');
    await held.release();
    // The drawer opened before the scripts is the scripted dialog now, with the same field still in focus.
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer.getByLabel('Rechercher')).toBeFocused();
    await page.keyboard.type('bi');
    await expect(page).toHaveURL(/\/search\?query=Kribi$/);
    await expect(drawer.getByLabel('Rechercher')).toHaveValue('Kribi');

    await page.setViewportSize({ width: 1280, height: 800 });
    const again = await openWithScriptsHeld(page, '/search');
    await page.getByLabel('Rechercher', { exact: true }).fill('Dou');
    await again.release();
    await expect(page.getByLabel('Rechercher', { exact: true })).toBeFocused();
    await page.keyboard.type('ala');
    await expect(page).toHaveURL(/\/search\?query=Douala$/);
    await expect(page.getByLabel('Rechercher', { exact: true })).toHaveValue('Douala');
  });

  test('the gallery and the favourite clicked early on a listing are carried out once live', async ({
    page,
    site,
  }) => {
    const listing = await firstListing(site.apiURL);
    const held = await openWithScriptsHeld(page, `/details/${listing.slug}`);
    await page.getByRole('button', { name: /^Agrandir la photo 1 sur/ }).click();
    await held.release();
    const gallery = page.getByRole('dialog', { name: /^Photos : / });
    await expect(gallery).toContainText('(1 /');
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();

    const again = await openWithScriptsHeld(page, `/details/${listing.slug}`);
    await page.getByRole('button', { name: /Ajouter aux favoris/ }).click();
    await again.release();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fdetails%2F${listing.slug}$`));
  });
});
