// Discussions on the site: a signed-in seeker writes from a listing's page (a phone), its owner (a desktop) sees the
// unread count in the header and in the profile menu, opens the thread and answers; each side sees the other's
// messages arrive without reloading, through the live stream that the shell's server passes on from the API.
import { decodeMail, outboxMails } from '../support/content-outbox';
import { expect, test } from '../support/fixtures';
import { newMemberSession, newMemberWithListing, signedInPage } from '../support/profile-session';

// Live delivery is measured by the API's own tests (within 2 s); here a page under a loaded machine gets more room.
const LIVE = { timeout: 8_000 };

test('a seeker and an owner converse live about a listing; the unread count follows', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(90_000);
  const name = `Villa avec jardin à Kribi ${Date.now()}`;
  const { owner, slug } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Villa',
    price: 95_000_000,
  });
  const seekerLogin = await newMemberSession(request, site.apiURL);
  const seeker = await signedInPage(browser, site.baseURL, seekerLogin, { width: 360, height: 800 });
  const ownerSide = await signedInPage(browser, site.baseURL, owner, { width: 1280, height: 900 });
  try {
    // The seeker writes from the listing's page: the message opens a discussion with the owner.
    await seeker.page.goto(`/details/${slug}`);
    await seeker.page.getByLabel(/^Message/).fill('Bonjour, la villa est-elle libre en janvier ?');
    await seeker.page.getByRole('button', { name: 'Envoyer le message' }).click();
    await seeker.page.getByRole('link', { name: 'Voir la discussion' }).click();
    await expect(seeker.page).toHaveURL(/\/profile\/discussions\/[\w-]+$/);
    const seekerLog = seeker.page.getByRole('log', { name: 'Messages' });
    await expect(seekerLog.getByText('Bonjour, la villa est-elle libre en janvier ?')).toBeVisible();

    // The owner sees one unread message in the header's account menu and beside 'Discussions'.
    await ownerSide.page.goto('/profile');
    await expect(ownerSide.page.getByRole('button', { name: /1 message non lu/ })).toBeVisible();
    await ownerSide.page.goto('/profile/discussions');
    const row = ownerSide.page
      .getByRole('list', { name: 'Vos discussions' })
      .getByRole('link', { name: new RegExp(name) });
    await expect(row).toContainText('1 message non lu');
    await row.click();
    const ownerLog = ownerSide.page.getByRole('log', { name: 'Messages' });
    await expect(ownerLog.getByText('Bonjour, la villa est-elle libre en janvier ?')).toBeVisible();
    await expect(ownerSide.page.getByText(/Ne payez jamais de frais de visite ni d'avance/)).toBeVisible();
    // Opening the thread read it: the header's count is gone.
    await expect(ownerSide.page.getByRole('button', { name: /message non lu/ })).toHaveCount(0);

    // The owner answers: it appears on the seeker's open thread without a reload.
    await ownerSide.page.getByRole('textbox', { name: 'Votre message' }).fill('Oui, libre dès le 5 janvier.');
    await ownerSide.page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(ownerLog.getByText('Oui, libre dès le 5 janvier.')).toBeVisible();
    await expect(seekerLog.getByText('Oui, libre dès le 5 janvier.')).toBeVisible(LIVE);

    // And the other way round.
    await seeker.page
      .getByRole('textbox', { name: 'Votre message' })
      .fill('Parfait, je peux visiter samedi ?');
    await seeker.page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(ownerLog.getByText('Parfait, je peux visiter samedi ?')).toBeVisible(LIVE);
    // Seen on screen as it arrived: nothing is left unread for the owner.
    await ownerSide.page.reload();
    await expect(
      ownerSide.page.getByRole('log', { name: 'Messages' }).getByText('Parfait, je peux visiter samedi ?'),
    ).toBeVisible();
    await expect(ownerSide.page.getByRole('button', { name: /message non lu/ })).toHaveCount(0);
  } finally {
    await Promise.all([seeker.context.close(), ownerSide.context.close()]);
  }
});

test('a visitor without an account keeps the form and is offered to sign in to follow the conversation', async ({
  page,
  request,
  site,
}) => {
  const { slug } = await newMemberWithListing(request, site.apiURL, {
    name: `Studio à Bonapriso ${Date.now()}`,
    category: 'Studio',
    price: 150_000,
  });
  await page.goto(`/details/${slug}`);
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Connectez-vous' });
  await expect(signIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/details/${slug}`)}`);
});

test('a member away from the site is told by e-mail, and one click in the mail turns these mails off', async ({
  page,
  request,
  site,
}) => {
  const name = `Appartement à Bastos ${Date.now()}`;
  const { owner, id } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Appartement',
    price: 250_000,
  });
  const seeker = await newMemberSession(request, site.apiURL);
  const started = await request.post(`${site.apiURL}/api/v1/conversations`, {
    headers: { Authorization: `Bearer ${seeker.accessToken.token}` },
    data: { productId: id, message: 'Bonjour, le parking est-il compris dans le loyer ?' },
  });
  expect(started.status()).toBe(201);

  // The owner is not on the site: once the discussion is quiet, the periodic work mails them.
  let mail: string | undefined;
  await expect
    .poll(
      async () => {
        mail = (await outboxMails(site.dataDir))
          .map(decodeMail)
          .find((text) => text.includes(owner.email) && text.includes(`à propos de « ${name} »`));
        return Boolean(mail);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(mail).toContain('« Bonjour, le parking est-il compris dans le loyer ? »');
  expect(mail).toMatch(/\/profile\/discussions\/[\w-]+/);

  // Its one-click link, opened where nobody is signed in.
  const link = /(\/discussions\/e-mails\?token=[\w.%-]+)/.exec(mail ?? '')?.[1];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByText(/vous ne recevrez plus d'e-mail pour les nouveaux messages/)).toBeVisible();
  const setting = await request.get(`${site.apiURL}/api/v1/user/message-mails`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
  });
  expect(((await setting.json()) as { data: { enabled: boolean } }).data.enabled).toBe(false);
});
