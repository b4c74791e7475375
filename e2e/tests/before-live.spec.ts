import { expect, test } from '../support/fixtures';
import { openWithScriptsHeld } from '../support/held-scripts';
import { DEMO_ACCOUNT } from '../support/profile-session';

// A phone shows the server's page seconds before its scripts have taken it over. Each journey here holds every
// script of the page, acts as a visitor would in that window, releases the scripts and checks that nothing the
// visitor did was lost.
test.use({ viewport: { width: 360, height: 780 } });

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
    await expect(page.getByText('Connexion réussie !')).toBeVisible();
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

  test("a click on an agent's 'Contacter' before the scripts opens the dialog once live", async ({
    page,
  }) => {
    const held = await openWithScriptsHeld(page, '/agents');
    await page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' }).click();
    await held.release();
    await expect(page.getByRole('dialog', { name: 'Contacter Ibrahim Oumarou' })).toBeVisible();
  });
});
