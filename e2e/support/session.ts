import type { Page } from '@playwright/test';

export const DEMO_USER = {
  id: 'e2e-user-1',
  email: 'awa.njoya@example.cm',
  firstName: 'Awa',
  lastName: 'Njoya',
  pseudo: 'Awa Njoya',
  role: 'USER',
};

/**
 * Puts a session in the store's persisted slot before the site's code runs. The API never issued it: the one call
 * every signed-in page makes, the header's count of unread messages, is answered here, or its 401 would end the
 * session before the test looks at the page.
 */
export async function signInByStorage(page: Page, user = DEMO_USER, token = 'e2e-access-token') {
  await page.route('**/api/v1/conversations/unread', (route) =>
    route.fulfill({ json: { statusCode: 'READ_SUCCESSFULLY', data: { unread: 0 } } }),
  );
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
