import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pathOf, waitForMailLink } from '../support/auth-mail';
import { callUserProfile, corruptStoredAccessToken, storedTokenParts } from '../support/auth-session';
import { signVerificationToken } from '../support/auth-tokens';
import { expect, test } from '../support/fixtures';

// The machine running the suite is shared and slow at times: these journeys make many real calls.
test.describe.configure({ timeout: 120_000 });

const DEMO = { email: 'demo@immo237.cm', password: 'Immo237-demo' };
const unique = (label: string) => `e2e-${label}-${Date.now()}@example.cm`;

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/register');
  // As in signIn: type once the server-drawn form is live (its submit button enabled).
  await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel(/^Nom/).fill('Njoya');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel(/^Confirmer le mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Inscription réussie !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Un e-mail de confirmation a été envoyé' }),
  ).toContainText(email);
}

async function signIn(page: Page, email: string, password: string) {
  // Typed into the server-drawn form before the script has taken it over, text is lost at hydration on a loaded
  // machine (the submit button waits for hydration, the fields do not): type once the form is live, which its
  // submit button tells by being enabled.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('sign-up, e-mail confirmation and sign-in', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a new user signs up on a phone, confirms the e-mail and comes back to the page that asked', async ({
    page,
    site,
  }) => {
    const email = unique('signup');
    await signUp(page, email, 'Douala2026');

    const link = await waitForMailLink(site.dataDir, email, '/auth/verify-email');
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { name: 'Votre adresse e-mail a été vérifiée' })).toBeVisible();

    await page.goto('/profile/favorites');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Ffavorites$/);
    await signIn(page, email, 'Douala2026');
    await expect(page.getByText('Connexion réussie !')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/favorites$/);
    // The shell's header reads the same store: the user shows at once, without a reload.
    await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
  });
});

test('a wrong password gives one toast and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.email, 'not-the-password');
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(DEMO.email);
  await expect(page.getByLabel(/^Mot de passe/)).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/login$/);
});

test('validation messages, Coming Soon buttons and a foreign redirect refused', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.com');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Erreurs dans le formulaire :' });
  await expect(summary).toContainText("L'email est requis");
  await expect(summary).toContainText('Le mot de passe est requis');
  await page.getByRole('button', { name: /Google.*Coming Soon/ }).click();
  await expect(page.getByText("La connexion avec Google n'est pas encore disponible")).toBeVisible();
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test.describe('the Google and Facebook buttons stay inside the card', () => {
  for (const [path, title] of [
    ['/login', 'Connexion à votre compte'],
    ['/register', 'Créer un compte'],
  ] as const) {
    test(`${path} at 320, 360, 768, 1280 and 1440 px, without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const buttons = page.getByRole('button', { name: /^(Google|Facebook) Coming Soon$/ });
      // The card: the nearest box around both the page's title and the buttons.
      const card = page
        .getByRole('heading', { level: 1, name: title })
        .locator('xpath=ancestor::*[.//button[contains(., "Facebook")]][1]');
      await expect(buttons).toHaveCount(2);
      for (const width of [320, 360, 768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const box = (await card.boundingBox())!;
        for (const button of await buttons.all()) {
          const inner = (await button.boundingBox())!;
          const where = `${path} at ${width} px: ${await button.textContent()}`;
          expect(inner.x, where).toBeGreaterThanOrEqual(box.x);
          expect(inner.x + inner.width, where).toBeLessThanOrEqual(box.x + box.width + 0.5);
          expect(inner.y, where).toBeGreaterThanOrEqual(box.y);
          expect(inner.y + inner.height, where).toBeLessThanOrEqual(box.y + box.height + 0.5);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test('an expired verification link offers to send a new one, which works', async ({ page, site }) => {
  const email = unique('expired');
  await signUp(page, email, 'Yaounde2026');
  await waitForMailLink(site.dataDir, email, '/auth/verify-email');

  const expired = await signVerificationToken(site.dataDir, email, -3600);
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(expired)}`);
  await expect(page.getByText('Votre lien de vérification a expiré.')).toBeVisible();
  await page.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }).click();
  await expect(page.getByText(`Un nouvel e-mail de vérification a été envoyé à ${email}.`)).toBeVisible();

  const fresh = await waitForMailLink(site.dataDir, email, '/auth/verify-email', 2);
  await page.goto(pathOf(fresh));
  await expect(page.getByRole('heading', { name: 'Votre adresse e-mail a été vérifiée' })).toBeVisible();

  // Asked again for an address already verified, the API answers as for any other (it tells nobody which
  // addresses have an account, or which are verified): the same words, and no new e-mail.
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(expired)}`);
  await page.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }).click();
  await expect(page.getByText(`Un nouvel e-mail de vérification a été envoyé à ${email}.`)).toBeVisible();

  await page.goto('/auth/verify-email?token=pas-un-jeton');
  await expect(page.getByText(/Ce lien de vérification n'est pas valide/)).toBeVisible();
});

test('forgotten password: neutral answer, single-use link, sign-in with the new password', async ({
  page,
  site,
}) => {
  const email = unique('reset');
  await signUp(page, email, 'Ancien2026');

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  const neutral = page.getByText(/Si un compte existe pour cette adresse/);
  await expect(neutral).toBeVisible();

  const link = await waitForMailLink(site.dataDir, email, '/reset-password');
  await page.goto(pathOf(link));
  await page.getByLabel(/^Nouveau mot de passe/).fill('Nouveau2026');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Nouveau2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(/Mot de passe modifié/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'Ancien2026');
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await signIn(page, email, 'Nouveau2026');
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();

  // The link is single-use.
  await page.goto(pathOf(link));
  await page.getByLabel(/^Nouveau mot de passe/).fill('Encore2026');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Encore2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'déjà été utilisé' })).toBeVisible();
});

test('an unknown address gets the same neutral answer and no e-mail', async ({ page, site }) => {
  const email = unique('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
  const outbox = await readdir(path.join(site.dataDir, 'outbox')).catch(() => [] as string[]);
  expect(outbox.join(' ')).not.toContain(email);
});

test.describe('session end to end', () => {
  test('an expired access token is refreshed once and the call retried; a failed refresh ends at /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
    const before = await storedTokenParts(page);
    expect(before.access && before.accessCookie && before.refresh && before.refreshCookie).toBeTruthy();

    // On the home page the header asks for the unread messages; the test asks for the profile. Whichever meets the
    // expired token first, one refresh serves both, and every call refused with 401 is sent again and answered.
    const refreshes: number[] = [];
    const calls: Record<string, number[]> = { profile: [], unread: [] };
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh')) refreshes.push(response.status());
      if (response.url().endsWith('/api/v1/user/user-profile')) calls.profile!.push(response.status());
      if (response.url().endsWith('/api/v1/conversations/unread')) calls.unread!.push(response.status());
    });
    await corruptStoredAccessToken(page);
    await page.reload();
    await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
    expect(await callUserProfile(page)).toEqual({ ok: true, email: DEMO.email });
    await expect.poll(() => calls.unread!.at(-1)).toBe(200);
    expect(refreshes).toEqual([200]); // one refresh, answered CREATED_SUCCESSFULLY
    expect([...calls.profile!, ...calls.unread!]).toContain(401);
    for (const statuses of Object.values(calls)) {
      expect(statuses.filter((status) => status !== 401 && status !== 200)).toEqual([]);
      expect(statuses.at(-1)).toBe(200);
    }
    const after = await storedTokenParts(page);
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).not.toBe(before.refresh);

    // A refresh token the API does not know: the refresh fails, the session ends, the guard sends to /login.
    await page.context().addCookies([{ name: 'immo237_rt', value: 'revoked', url: page.url() }]);
    await corruptStoredAccessToken(page);
    await page.goto('/profile');
    expect(await callUserProfile(page)).toMatchObject({ ok: false });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à votre compte' })).toBeVisible();
    expect(refreshes).toContain(401);
    expect(await storedTokenParts(page)).toEqual({
      access: null,
      refresh: null,
      accessCookie: null,
      refreshCookie: null,
    });
  });
});

// Logout clears user, tokens, local storage and cookies. The header's logout lives in the shell
// (shell/src/session/use-logout.ts) and only calls the store's logout(): both token halves stay in
// localStorage and cookies and the refresh token is not revoked. Enable once it calls endSession().
test('logout from the header, on a protected page, goes home and clears the tokens from local storage and cookies', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fprofile');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
  // The sign-in toast sits over the header's corner for a few seconds; a pointer resting on it keeps it there
  // (react-hot-toast pauses on hover), so the menu is opened once it has gone.
  const toast = page.getByText('Connexion réussie !');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: /Menu du compte de/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  expect(await storedTokenParts(page)).toEqual({
    access: null,
    refresh: null,
    accessCookie: null,
    refreshCookie: null,
  });
});
