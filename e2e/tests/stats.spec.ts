import { expect, test } from '../support/fixtures';
import { loginByApi, signUpUser, startRealSession } from '../support/profile-session';

// An owner sees on 'Mes biens' that someone looked at their listing. Headless Chromium calls
// itself 'HeadlessChrome', which the API rightly takes for a robot (isbot): both people here browse with the user
// agent of an ordinary browser, the owner on a computer, the visitor on a phone.
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
test.use({ userAgent: DESKTOP });

test("an owner sees a view counted in 'Mes biens' after another visitor opens the listing; their own visit does not count", async ({
  page,
  browser,
  request,
  site,
}) => {
  const owner = await loginByApi(request, site.apiURL, await signUpUser(request, site.apiURL, 'Mireille'));
  const name = `Villa des statistiques ${Date.now()}`;
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: { product_data: JSON.stringify({ name, category: 'Villa', price: 85_000_000 }) },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: { id: string; slug: string } }).data;

  await startRealSession(page, site.baseURL, owner);
  await page.goto('/profile/articles');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('0 vue · 0 contact · 0 favori')).toBeVisible();

  // Another visitor, in a browser of their own, opens the listing on a phone.
  const visitor = await browser.newContext({
    baseURL: site.baseURL,
    userAgent: PHONE,
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
  });
  const visitorPage = await visitor.newPage();
  const viewCall = visitorPage.waitForResponse(
    (response) =>
      response.url().endsWith(`/products/public/${id}/view`) && response.request().method() === 'POST',
  );
  await visitorPage.goto(`/details/${slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await viewCall).status()).toBe(204);
  await visitor.close();

  // Up to date within seconds: the owner's page shows it on a reload.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('1 vue · 0 contact · 0 favori')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // 'Statistiques': today's view in the 7 and 30 days, the chart says it in words.
  const open = card.getByRole('button', { name: `Statistiques de ${name}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Statistiques — ${name}` });
  await expect(dialog.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('1 vue · 0 contact · 0 favori')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('aria-label', /1 vue et 0 contact\. Jour le plus vu/);
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(8);
  await dialog.getByRole('button', { name: '30 jours' }).click();
  await expect(dialog.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(31);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The owner opening their own listing is not a view.
  const ownCall = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/products/public/${id}/view`) && response.request().method() === 'POST',
  );
  await page.goto(`/details/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await ownCall).status()).toBe(204);
  await page.goto('/profile/articles');
  await expect(card.getByText('1 vue · 0 contact · 0 favori')).toBeVisible();
});
