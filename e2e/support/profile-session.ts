import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/** What POST /api/v1/auth/login answers (the user fields plus both tokens). */
export interface LoginAnswer {
  id: string;
  email: string;
  accessToken: { token: string; expiresIn: number };
  refreshToken: { token: string; expiresIn: number };
  [field: string]: unknown;
}

export const DEMO_ACCOUNT = { email: 'demo@immo237.cm', password: 'Immo237-demo' };

let counter = 0;

/** Signs a fresh user up through the API (unique e-mail per call) and returns the credentials. */
export async function signUpUser(request: APIRequestContext, apiURL: string, firstName = 'Awa') {
  counter += 1;
  const email = `profile-e2e-${Date.now()}-${counter}@example.cm`;
  const password = 'Immo237-test1';
  const response = await request.post(`${apiURL}/api/v1/auth/signup`, {
    data: { email, password, firstName, lastName: 'Nkono', role: 'USER' },
  });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return { email, password };
}

export async function loginByApi(
  request: APIRequestContext,
  apiURL: string,
  account: { email: string; password: string },
): Promise<LoginAnswer> {
  const response = await request.post(`${apiURL}/api/v1/auth/login`, { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: LoginAnswer }).data;
}

/** A new member, signed up and then signed in through the API. */
export async function newMemberSession(request: APIRequestContext, apiURL: string): Promise<LoginAnswer> {
  return loginByApi(request, apiURL, await signUpUser(request, apiURL));
}

/** Publishes a listing of `owner` through the API (product_data as the listing form sends it). */
export async function createListingByApi(
  request: APIRequestContext,
  apiURL: string,
  owner: LoginAnswer,
  product: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  const created = await request.post(`${apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: { product_data: JSON.stringify(product) },
  });
  if (created.status() !== 201) {
    throw new Error(`listing not created: ${created.status()} ${await created.text()}`);
  }
  return ((await created.json()) as { data: { id: string; slug: string } }).data;
}

/** A new member who has just published a listing through the API: their session and the listing's id and slug. */
export async function newMemberWithListing(
  request: APIRequestContext,
  apiURL: string,
  product: Record<string, unknown>,
): Promise<{ owner: LoginAnswer; id: string; slug: string }> {
  const owner = await newMemberSession(request, apiURL);
  return { owner, ...(await createListingByApi(request, apiURL, owner, product)) };
}

/**
 * Puts a real session where the client expects it before the site's code runs: the auth store's
 * persisted slot ('auth-storage') and the split token storage of shared/src/api/token-storage.ts
 * (first half of each token in localStorage, the rest in a SameSite=Strict cookie).
 */
export async function startRealSession(page: Page, baseURL: string, login: LoginAnswer): Promise<void> {
  const { accessToken, refreshToken, ...fields } = login;
  const user = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  const half = (token: string) => Math.ceil(token.length / 2);
  const url = new URL(baseURL);
  const cookie = (name: string, token: string, expiresIn: number) => ({
    name,
    value: encodeURIComponent(token.slice(half(token))),
    domain: url.hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + expiresIn,
    sameSite: 'Strict' as const,
  });
  await page
    .context()
    .addCookies([
      cookie('immo237_at', accessToken.token, accessToken.expiresIn),
      cookie('immo237_rt', refreshToken.token, refreshToken.expiresIn),
    ]);
  await page.addInitScript(
    ({ auth, access, refresh }) => {
      // Once per tab: a later sign-out in the test must not be undone by the next navigation.
      if (sessionStorage.getItem('profile-e2e-seeded')) return;
      localStorage.setItem('auth-storage', auth);
      localStorage.setItem('immo237-access-token', access);
      localStorage.setItem('immo237-refresh-token', refresh);
      sessionStorage.setItem('profile-e2e-seeded', '1');
    },
    {
      auth: JSON.stringify({
        state: { user, token: accessToken.token, isAuthenticated: true },
        version: 0,
      }),
      access: accessToken.token.slice(0, half(accessToken.token)),
      refresh: refreshToken.token.slice(0, half(refreshToken.token)),
    },
  );
}

// Two real one-pixel PNGs (orange, blue): the API decodes and re-encodes uploads with sharp.
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4EaABAAMkAUEdGZ/EAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
];

/** A photo file for the listing form's file input. */
export function photo(index: 0 | 1, name: string) {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNGS[index]!, 'base64') };
}

/** A browser context of its own at `viewport`, in French, signed in as `login`, and its page. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  login: LoginAnswer,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR' });
  const page = await context.newPage();
  await startRealSession(page, baseURL, login);
  return { context, page };
}
