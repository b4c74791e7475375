import type { Page } from '@playwright/test';

export const DEMO_USER = {
  id: 'e2e-user-1',
  email: 'awa.njoya@example.cm',
  firstName: 'Awa',
  lastName: 'Njoya',
  pseudo: 'Awa Njoya',
  role: 'USER',
};

/** Puts a session in the store's persisted slot before the site's code runs. */
export async function signInByStorage(page: Page, user = DEMO_USER, token = 'e2e-access-token') {
  await page.addInitScript(
    (value: string) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('auth-storage', value);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    JSON.stringify({ state: { user, token, isAuthenticated: true }, version: 0 }),
  );
}
