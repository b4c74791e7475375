import type { APIRequestContext } from '@playwright/test';
import { confirmAddress } from '../support/auth-mail';
import { expect, test } from '../support/fixtures';
import { loginByApi, newMemberWithListing, signUpUser, startRealSession } from '../support/profile-session';

// The safety notice, 'Signaler cette annonce', and a listing held for review once three
// reporters have reported it (its owner sees it marked in 'Mes biens').
test.describe.configure({ timeout: 90_000 });

/** A member whose address is confirmed: only such accounts' reports count towards holding a listing. */
async function confirmedSession(request: APIRequestContext, apiURL: string, dataDir: string) {
  const account = await signUpUser(request, apiURL);
  await confirmAddress(request, apiURL, dataDir, account.email);
  return loginByApi(request, apiURL, account);
}

test('a visitor reports a listing; at three reporters it leaves the site and its owner sees it under review', async ({
  page,
  browser,
  request,
  site,
}) => {
  const name = `Villa signalée e2e ${Date.now()}`;
  const { owner, id, slug } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Villa',
    price: 95_000_000,
  });

  // A visitor, signed out, on a phone.
  const visitorContext = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width: 360, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/details/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    visitor.getByText("Ne payez jamais avant d'avoir visité le bien et vérifié les documents."),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Signaler cette annonce' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Signaler cette annonce' });
  await expect(dialog).toBeVisible();
  // No reason chosen: a French error, nothing sent.
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez un motif.');
  await dialog.getByRole('radio', { name: 'Arnaque ou argent demandé avant la visite' }).check();
  await dialog.getByLabel('Commentaire (facultatif)').fill('On me demande 200 000 FCFA avant toute visite.');
  const sent = visitor.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/products/${id}/report`),
  );
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByRole('status')).toHaveText(
    'Merci, votre signalement a été transmis à notre équipe.',
  );
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(dialog).toBeHidden();
  // Still online with one reporter.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  // Two members with confirmed addresses report it too (each account counts once).
  for (const member of [
    await confirmedSession(request, site.apiURL, site.dataDir),
    await confirmedSession(request, site.apiURL, site.dataDir),
  ]) {
    const answer = await request.post(`${site.apiURL}/api/v1/products/${id}/report`, {
      headers: { Authorization: `Bearer ${member.accessToken.token}` },
      data: { reason: 'misleading' },
    });
    expect(answer.status()).toBe(201);
  }
  // Server-rendered pages are dropped when the catalogue's data version moves (polled once a second).
  await expect.poll(async () => (await request.get(`/details/${slug}`)).status()).toBe(404);
  const gone = await visitor.goto(`/details/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Propriété introuvable' })).toBeVisible();
  await visitorContext.close();

  // The owner still has it, marked.
  await startRealSession(page, site.baseURL, owner);
  await page.goto('/profile/articles');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('En cours de vérification')).toBeVisible();
});

test("Mes biens: 'Marquer comme vendu' takes a listing off the site, 'Remettre en ligne' brings it back", async ({
  page,
  request,
  site,
}) => {
  const name = `Maison vendue e2e ${Date.now()}`;
  const { owner, slug } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Maison',
    price: 60_000_000,
    is_for_sale: true,
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await startRealSession(page, site.baseURL, owner);
  await page.goto('/profile/articles');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `Marquer comme vendu : ${name}` }).click();
  await expect(card.getByText('Vendu', { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/details/${slug}`)).status()).toBe(404);

  await card.getByRole('button', { name: `Remettre en ligne : ${name}` }).click();
  await expect(card.getByText('Actif', { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/details/${slug}`)).status()).toBe(200);
});
