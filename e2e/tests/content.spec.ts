import type { Page } from '@playwright/test';
import { findAdminMail } from '../support/content-outbox';
import { expect, test } from '../support/fixtures';

// The site may run with no internet: the map host is blocked in every test, so nothing depends on the outside
// network, and the contact page is checked in the state an offline visitor gets.
async function blockMapHost(page: Page) {
  await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

test.beforeEach(async ({ page }) => blockMapHost(page));

test.describe('/faq', () => {
  test('searches, filters by chip and keeps several answers open', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('18 questions trouvées');

    await main.getByRole('button', { name: /frais d'agence pour une location/ }).click();
    await main.getByRole('button', { name: /frais prévoir en plus du prix/ }).click();
    await expect(main.getByText(/correspondent à un mois de loyer/)).toBeVisible();
    await expect(main.getByText(/environ 7 à 8 % du prix d'achat/)).toBeVisible();

    await main.getByRole('button', { name: 'Juridique', exact: true }).click();
    await expect(main.getByRole('status')).toHaveText('3 questions trouvées');
    await main.getByRole('button', { name: /délai de rétractation/ }).click();
    await expect(main.getByText(/délai de rétractation de 10 jours/)).toBeVisible();

    await main.getByRole('button', { name: 'Toutes', exact: true }).click();
    await main.getByRole('searchbox', { name: 'Rechercher une question' }).fill('piscine olympique');
    await expect(main.getByText('Aucune question ne correspond à votre recherche...')).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('0 question trouvée');

    await main.getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  });

  test('the #category-index deep link opens and scrolls to its answer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/faq#services-2');
    const question = page.getByRole('button', { name: /propriétaires absents/ });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/nous proposons la gestion locative/)).toBeInViewport();
    await expect(question).toBeFocused();
  });
});

test('/faq2 keeps one answer open at a time', async ({ page }) => {
  await page.goto('/faq2');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /frais d'agence pour une location/ }).click();
  await expect(main.getByText(/correspondent à un mois de loyer/)).toBeVisible();
  await main.getByRole('button', { name: /délai de rétractation/ }).click();
  await expect(main.getByText(/délai de rétractation de 10 jours/)).toBeVisible();
  await expect(main.getByText(/correspondent à un mois de loyer/)).toBeHidden();
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(1);
});

test.describe('/contact', () => {
  test('shows coordinates, hours, the offline map fallback and a link to the FAQ', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Nos coordonnées' })).toContainText(
      'Rue Joss, Bonanjo, Douala, Cameroun',
    );
    const hours = main.getByRole('region', { name: "Horaires d'ouverture" });
    await expect(hours).toContainText('Lundi – Vendredi');
    await expect(hours).toContainText('9h – 19h');
    await expect(hours).toContainText('10h – 18h');
    await expect(
      main.getByText("La carte ne peut pas s'afficher pour le moment. Voici notre adresse :"),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /Voir l'adresse sur OpenStreetMap/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=/,
    );
    await expect(main.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute('href', '/faq');
  });

  test('embeds the map lazily when its host answers', async ({ page }) => {
    await page.unrouteAll();
    // A stand-in for the map host, still without the outside network.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      }),
    );
    await page.route(/www\.openstreetmap\.org\/export/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>carte</p>' }),
    );
    await page.goto('/contact');
    const frame = page.getByTitle("Carte de l'agence Immo237 à Bonanjo, Douala");
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
  });

  test('a message is checked, sent, stored and e-mailed to the team', async ({ page, site }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: 'Envoyer le message' });
    await send.click();
    await expect(main.getByText('Le nom est requis')).toBeVisible();
    await expect(main.getByText('Le sujet est requis')).toBeVisible();

    const marker = `contact-e2e-${Date.now()}`;
    await main.getByLabel(/Nom complet/).fill('Brice Nkoulou');
    await main.getByLabel(/Adresse e-mail/).fill('brice.nkoulou@example.cm');
    await main.getByLabel(/Téléphone/).fill('+237 677 12 34 56');
    await main.getByLabel(/Sujet/).selectOption({ label: 'Demande de visite' });
    await main.getByLabel(/Message/).fill(`Je voudrais visiter un appartement à Bonapriso. ${marker}`);
    await send.click();

    await expect(
      main.getByText(
        'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
      ),
    ).toBeVisible();
    await expect(main.getByLabel(/Nom complet/)).toHaveValue('');
    await expect(main.getByLabel(/Message/)).toHaveValue('');

    await expect.poll(() => findAdminMail(site.dataDir, marker)).toBeTruthy();
    const mail = (await findAdminMail(site.dataDir, marker))!;
    expect(mail).toContain('De : Brice Nkoulou <brice.nkoulou@example.cm> — +237 677 12 34 56');
    expect(mail).toContain('Sujet : visit');
  });

  test('a failed send keeps what was typed and shows the failure banner', async ({ page }) => {
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 'INTERNAL_ERROR', data: null } }),
    );
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByLabel(/Nom complet/).fill('Brice Nkoulou');
    await main.getByLabel(/Adresse e-mail/).fill('brice.nkoulou@example.cm');
    await main.getByLabel(/Sujet/).selectOption('question');
    await main.getByLabel(/Message/).fill('Bonjour');
    await main.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
    );
    await expect(main.getByLabel(/Nom complet/)).toHaveValue('Brice Nkoulou');
    await expect(main.getByLabel(/Message/)).toHaveValue('Bonjour');
  });
});

test.describe('/agents', () => {
  test('searches and filters the eight agents, all drawn locally', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^(https?:\/\/127\.0\.0\.1|data:)/.test(request.url())) outside.push(request.url());
    });
    await page.goto('/agents');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos agents immobiliers' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('8 agents trouvés');
    await expect(main.getByRole('img', { name: /^Photo de / })).toHaveCount(8);

    await main.getByRole('button', { name: 'Propriétés agricoles' }).click();
    await expect(main.getByRole('status')).toHaveText('1 agent trouvé');
    await expect(main.getByRole('article', { name: 'Aïcha Bello' })).toContainText('Maroua');
    await main.getByRole('button', { name: 'Tous', exact: true }).click();

    await main.getByRole('searchbox', { name: 'Rechercher un agent' }).fill('investissement');
    await expect(main.getByRole('status')).toHaveText('1 agent trouvé');
    await expect(main.getByRole('article', { name: 'Solange Nkoa' })).toBeVisible();
    await main.getByRole('searchbox', { name: 'Rechercher un agent' }).fill('zzz');
    await expect(main.getByText('Aucun agent ne correspond à votre recherche.')).toBeVisible();

    await expect(main.getByRole('link', { name: 'Écrivez à notre équipe' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(outside).toEqual([]);
  });

  test("the Contact dialog sends a message naming the agent, which reaches the team's outbox", async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/agents');
    await page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacter Ibrahim Oumarou' });
    await expect(dialog.getByLabel(/Votre nom/)).toBeFocused();

    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(dialog.getByText('Le message est requis')).toBeVisible();

    const marker = `agent-e2e-${Date.now()}`;
    await dialog.getByLabel(/Votre nom/).fill('Fadimatou Hamadou');
    await dialog.getByLabel(/Votre adresse e-mail/).fill('fadimatou@example.cm');
    await dialog.getByLabel(/Votre message/).fill(`Je cherche une boutique au centre de Garoua. ${marker}`);
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();

    // The contact page's success banner, in the dialog, and the form emptied.
    await expect(dialog.getByRole('status')).toHaveText(
      'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
    );
    await expect(dialog.getByLabel(/Votre message/)).toHaveValue('');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => findAdminMail(site.dataDir, marker)).toBeTruthy();
    const mail = (await findAdminMail(site.dataDir, marker))!;
    expect(mail).toContain("Message pour l'agent Ibrahim Oumarou (Propriétés commerciales, Garoua) :");
    expect(mail).toContain('De : Fadimatou Hamadou <fadimatou@example.cm>');

    // Closing resets the form.
    await page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' }).click();
    await dialog.getByLabel(/Votre nom/).fill('Brouillon');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Contacter Ibrahim Oumarou' }).click();
    await expect(dialog.getByLabel(/Votre nom/)).toHaveValue('');
  });
});

test('each content page fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const pages: [string, string][] = [
    ['/faq', 'Foire aux questions'],
    ['/faq2', 'Questions fréquentes'],
    ['/contact', 'Contactez-nous'],
    ['/agents', 'Nos agents immobiliers'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
