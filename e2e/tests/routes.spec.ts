import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { ADMIN_ROUTES, PROFILE_ROUTES, PUBLIC_ROUTES, concretePath, declaredRoutes } from '../support/routes';
import { loginByApi, signUpUser, startRealSession, type LoginAnswer } from '../support/profile-session';

test.describe('every route of the table renders its page', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('/details/{slug} and /property/{id} load the catalogue', async ({ page }) => {
    await page.goto('/details/villa-bonapriso');
    await expect(page.getByRole('main')).not.toContainText('Page introuvable');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goto('/property/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('a signed-out visitor is sent to login with the path remembered', async ({ page }) => {
    await page.goto('/profile/articles');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Farticles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à votre compte' })).toBeVisible();
  });

  test.describe('signed in', () => {
    // One real session for the whole block (the profile pages call the API with it): logins are rate-limited.
    let session: LoginAnswer;
    test.beforeAll(async ({ playwright, site }) => {
      const request = await playwright.request.newContext();
      session = await loginByApi(request, site.apiURL, await signUpUser(request, site.apiURL, 'Routes'));
      await request.dispose();
    });
    test.beforeEach(async ({ page, baseURL }) => startRealSession(page, baseURL!, session));
    for (const route of PROFILE_ROUTES) {
      test(`${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      });
    }

    test('public-only pages send a signed-in user home', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Trouvez votre propriété de rêve' }),
      ).toBeVisible();
    });
  });
});

test.describe('the routes are the remotes’ own', () => {
  test('every route a remote declares is in the composed site and checked by this suite', async ({
    request,
  }) => {
    const declared = declaredRoutes();
    const composition = (await (await request.get('/composition.json')).json()) as {
      routes: { path: string; remote: string }[];
      unavailable: string[];
    };
    expect(composition.unavailable).toEqual([]);
    expect(composition.routes.map((route) => `${route.remote} ${route.path}`).sort()).toEqual(
      declared.map((route) => `${route.remote} ${route.path}`).sort(),
    );
    const checked = new Set(
      [...PUBLIC_ROUTES, ...PROFILE_ROUTES, ...ADMIN_ROUTES].map((route) => route.path.split('?')[0]),
    );
    for (const route of declared) {
      const path = concretePath(route.path);
      // Parameterised routes (/details/:slug, /property/:id) are checked with real listings above.
      if (path === null) continue;
      expect(
        checked,
        `${route.remote} declares ${route.path}: give it a heading in support/routes.ts`,
      ).toContain(path);
    }
  });

  test('a remote left out of remotes.json has no routes: its paths are not found', async ({ page, site }) => {
    const original = await readFile(site.remotesFile, 'utf8');
    const { content: _content, ...rest } = JSON.parse(original) as Record<string, unknown>;
    await writeFile(site.remotesFile, JSON.stringify(rest));
    try {
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      await page.goto('/acheter');
      await expect(page.getByRole('heading', { level: 1, name: 'Acheter une propriété' })).toBeVisible();
    } finally {
      await writeFile(site.remotesFile, original);
    }
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
  });
});
