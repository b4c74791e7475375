import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { adminSession } from '../support/admin-session';
import { confirmAddress } from '../support/auth-mail';
import { expect, test } from '../support/fixtures';
import {
  loginByApi,
  newMemberWithListing,
  signUpUser,
  startRealSession,
  type LoginAnswer,
} from '../support/profile-session';
import { ADMIN_ROUTES } from '../support/routes';

// The admin area is a remote of its own (mf-admin) the shell knows from remotes.json alone; its routes
// are for administrators (ADMIN_EMAILS names the e2e site's), checked again by the API on every call.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let admin: LoginAnswer;

test.beforeAll(async ({ playwright, site }) => {
  const request = await playwright.request.newContext();
  admin = await adminSession(request, site);
  await request.dispose();
  expect(admin.role).toBe('ADMIN');
});

async function member(request: APIRequestContext, apiURL: string) {
  return loginByApi(request, apiURL, await signUpUser(request, apiURL));
}

test('a visitor is sent to login, a member gets Accès interdit, an administrator the area', async ({
  page,
  request,
  site,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await startRealSession(page, site.baseURL, await member(request, site.apiURL));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès interdit' })).toBeVisible();
  await page.getByRole('button', { name: /Menu du compte de/ }).click();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

test('each admin screen opens; the user menu offers Administration', async ({ page, site }) => {
  await startRealSession(page, site.baseURL, admin);
  await page.goto('/');
  await page.getByRole('button', { name: /Menu du compte de/ }).click();
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Annonces actives')).toBeVisible();
  for (const route of ADMIN_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
});

test('reported three times, a listing leaves the site; the administrator restores it and it is back', async ({
  page,
  request,
  site,
}) => {
  const owner = await member(request, site.apiURL);
  const name = `Duplex contrôlé ${Date.now()}`;
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: { product_data: JSON.stringify({ name, category: 'Duplex', price: 120_000_000 }) },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: { id: string; slug: string } }).data;
  for (let i = 0; i < 3; i += 1) {
    const account = await signUpUser(request, site.apiURL);
    await confirmAddress(request, site.apiURL, site.dataDir, account.email);
    const reporter = await loginByApi(request, site.apiURL, account);
    const answer = await request.post(`${site.apiURL}/api/v1/products/${id}/report`, {
      headers: { Authorization: `Bearer ${reporter.accessToken.token}` },
      data: { reason: 'scam' },
    });
    expect(answer.status()).toBe(201);
  }
  await expect.poll(async () => (await request.get(`/details/${slug}`)).status()).toBe(404);

  await startRealSession(page, site.baseURL, admin);
  await page.goto('/admin/signalements');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card.getByText('3 signalements')).toBeVisible();
  await card.getByRole('button', { name: "Rétablir l'annonce" }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await request.get(`/details/${slug}`)).status()).toBe(200);
  await page.goto('/admin/journal');
  await expect(page.getByText(new RegExp(`a rétabli l'annonce « ${name} »`))).toBeVisible();
});

test('a member reports a discussion; an administrator reads it (journaled) and disables the reported account', async ({
  browser,
  page,
  request,
  site,
}) => {
  const name = `Studio à Akwa ${Date.now()}`;
  const { owner, id: productId } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Studio',
    price: 60_000,
  });
  const seeker = await member(request, site.apiURL);
  const started = await request.post(`${site.apiURL}/api/v1/conversations`, {
    headers: { Authorization: `Bearer ${seeker.accessToken.token}` },
    data: { productId, message: 'Bonjour, le studio est-il libre ?' },
  });
  expect(started.status()).toBe(201);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  const answered = await request.post(`${site.apiURL}/api/v1/conversations/${id}/messages`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    data: { message: 'Oui. Envoyez 10 000 FCFA de frais de visite par mobile money.' },
  });
  expect(answered.status()).toBe(201);

  // The seeker reports the discussion from its page, on a phone.
  const seekerContext = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width: 360, height: 800 },
    locale: 'fr-FR',
  });
  try {
    const seekerPage = await seekerContext.newPage();
    await startRealSession(seekerPage, site.baseURL, seeker);
    await seekerPage.goto(`/profile/discussions/${id}`);
    await seekerPage.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
    await seekerPage.getByRole('button', { name: 'Signaler cette conversation' }).click();
    const dialog = seekerPage.getByRole('dialog', { name: 'Signaler cette conversation' });
    await dialog.getByRole('radio', { name: "Demande d'argent avant la visite" }).check();
    await dialog
      .getByRole('textbox', { name: 'Précisions (facultatif)' })
      .fill('Il veut des frais de visite.');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(
      dialog.getByText('Merci, votre signalement a été transmis à notre équipe de modération.'),
    ).toBeVisible();
  } finally {
    await seekerContext.close();
  }

  // The administrator finds it in 'Discussions signalées', reads the messages, and disables the owner.
  await startRealSession(page, site.baseURL, admin);
  await page.goto('/admin/discussions');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card.getByText("Demande d'argent avant la visite")).toBeVisible();
  await expect(card.getByText('« Il veut des frais de visite. »')).toBeVisible();
  await expect(card.getByText(/mobile money/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Lire la discussion' }).click();
  await expect(
    card
      .getByRole('region', { name: 'Messages de la discussion' })
      .getByText(/10 000 FCFA de frais de visite/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Désactiver le compte signalé' }).click();
  await expect(card).toHaveCount(0);
  const login = await request.post(`${site.apiURL}/api/v1/auth/login`, {
    data: { email: owner.email, password: 'Immo237-test1' },
  });
  expect(login.status()).toBe(403);
  await page.goto('/admin/journal');
  await expect(page.getByText(`a lu la discussion signalée de « ${owner.email} »`)).toBeVisible();
  await expect(page.getByText(`a désactivé le compte « ${owner.email} »`)).toBeVisible();
});

test('a disabled account cannot sign in until it is reactivated', async ({ page, request, site }) => {
  const account = await signUpUser(request, site.apiURL, 'Bloqué');
  await startRealSession(page, site.baseURL, admin);
  await page.goto('/admin/utilisateurs');
  await page.getByLabel('Nom ou e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('1 utilisateur', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Désactivé', { exact: true })).toBeVisible();

  const refused = await request.post(`${site.apiURL}/api/v1/auth/login`, { data: account });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { statusCode: string }).statusCode).toBe('USER_DISABLED_BY_ADMIN');

  await page.getByRole('button', { name: 'Réactiver' }).click();
  await expect(page.getByRole('button', { name: 'Désactiver' })).toBeVisible();
  expect((await request.post(`${site.apiURL}/api/v1/auth/login`, { data: account })).status()).toBe(200);
});

test('the same shell build: without the mf-admin entry /admin is not found; with it, the area is back', async ({
  page,
  site,
}) => {
  await startRealSession(page, site.baseURL, admin);
  const original = await readFile(site.remotesFile, 'utf8');
  const { admin: _admin, ...rest } = JSON.parse(original) as Record<string, unknown>;
  await writeFile(site.remotesFile, JSON.stringify(rest));
  try {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('button', { name: /Menu du compte de/ }).click();
    await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  } finally {
    await writeFile(site.remotesFile, original);
  }
  // No restart, no rebuild: the next page asks for the composition again.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
});

// A 1×1 PNG: the API decodes it like any photo of a listing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a member asks to be verified; the administrator sees the document and approves; badge and filter follow', async ({
  page,
  request,
  site,
}) => {
  const owner = await member(request, site.apiURL);
  const name = `Villa vérifiée ${Date.now()}`;
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: {
      product_data: JSON.stringify({ name, category: 'Villa', price: 95_000_000, is_for_sale: true }),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  await startRealSession(page, site.baseURL, owner);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Devenir annonceur vérifié' }).click();
  const form = page.getByRole('form', { name: 'Demande de vérification' });
  await form.getByLabel(/^Numéro de téléphone/).fill('+237 699 00 11 22');
  await form.getByLabel(/^Photo de votre pièce d'identité/).setInputFiles({
    name: 'cni.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText("Votre demande est en cours d'examen.", { exact: false })).toBeVisible();

  await page.context().clearCookies();
  const adminPage = await page.context().newPage();
  await startRealSession(adminPage, site.baseURL, admin);
  await adminPage.goto('/admin/verifications');
  const card = adminPage.getByRole('listitem').filter({ hasText: owner.email });
  await card.getByRole('button', { name: /^Voir la pièce d'identité/ }).click();
  await expect(card.getByRole('img', { name: /^Pièce d'identité de/ })).toBeVisible();
  await card.getByRole('button', { name: /^Approuver/ }).click();
  await expect(card).toHaveCount(0);

  await adminPage.goto(`/details/${slug}`);
  await expect(adminPage.getByText('Annonceur vérifié')).toBeVisible();
  await adminPage.goto(`/search?query=${encodeURIComponent(name)}&verified=1`);
  await expect(adminPage.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(adminPage.getByRole('checkbox', { name: 'Annonceurs vérifiés uniquement' })).toBeChecked();
});
