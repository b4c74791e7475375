import { expect, test } from '../support/fixtures';
import { decodeMail, outboxMails } from '../support/content-outbox';
import { loginByApi, signUpUser, startRealSession } from '../support/profile-session';

// An alert created from /louer e-mails a matching listing created afterwards. The e2e API runs
// the alerts every 2 seconds (ALERTS_INTERVAL_S in support/site.ts); the test polls the outbox for the mail.
test.describe.configure({ timeout: 90_000 });

test('an alert created on /louer mails the matching rental published afterwards, with its link and a one-click unsubscribe', async ({
  page,
  request,
  site,
}) => {
  const quartier = `Akwa-${Date.now().toString(36)}`;
  const seeker = await signUpUser(request, site.apiURL, 'Nadia');
  await startRealSession(page, site.baseURL, await loginByApi(request, site.apiURL, seeker));

  await page.goto(`/louer?city=Douala&district=${quartier}&priceMax=200000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Louer une propriété' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  await expect(page.getByText(/Alerte créée/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes alertes' })).toHaveAttribute('href', '/profile/alertes');

  // The owner publishes two rentals through the API: one matches, one is too dear.
  const owner = await loginByApi(request, site.apiURL, await signUpUser(request, site.apiURL, 'Paul'));
  const create = async (name: string, price: number) => {
    const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
      headers: { Authorization: `Bearer ${owner.accessToken.token}` },
      multipart: {
        product_data: JSON.stringify({
          name,
          category: 'Studio',
          is_for_sale: false,
          price,
          location: { city: 'Douala', district: quartier },
        }),
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { data: { slug: string; name: string } }).data;
  };
  const match = await create(`Studio meublé ${quartier}`, 150_000);
  const dear = await create(`Duplex ${quartier}`, 450_000);

  let mail = '';
  await expect
    .poll(
      async () => {
        const mails = (await outboxMails(site.dataDir)).map(decodeMail);
        mail = mails.find((text) => text.includes(seeker.email) && text.includes(match.name)) ?? '';
        return mail !== '';
      },
      { message: 'the alert mail in the outbox', timeout: 30_000 },
    )
    .toBe(true);
  expect(mail).toContain('Une nouvelle annonce correspond à votre alerte');
  expect(mail).toContain(`${site.baseURL}/details/${match.slug}`);
  expect(mail).not.toContain(dear.name);
  const unsubscribe = /https?:\/\/\S+\/alertes\/desabonner\?token=[\w.-]+/.exec(mail)?.[0];
  expect(unsubscribe).toBeTruthy();

  await page.goto('/profile/alertes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes alertes' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Location · Douala, ${quartier}`) }),
  ).toBeVisible();

  // The mail's link works without a session.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(unsubscribe!);
  await expect(visitor.getByText(/vous ne recevrez plus les e-mails de cette alerte/)).toBeVisible();
  await visitor.close();
});
