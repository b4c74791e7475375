// Drives the site's own shared singletons (@immo237/shared/api and /auth, as Module Federation shared them
// at run time) from a test, to make an authenticated call exactly as a page would.
import type { Page } from '@playwright/test';

export interface ProfileCall {
  ok: boolean;
  email?: string;
  code?: string;
}

/** GET /api/v1/user/user-profile through the site's apiClient (bearer, 401 -> refresh -> retry). */
export async function callUserProfile(page: Page): Promise<ProfileCall> {
  // The shared module is loaded with the first remote that uses it: wait for it after a full page load.
  await page.waitForFunction(() => {
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__;
    return Object.values(federation?.__SHARE__ ?? {}).some((scopes) => {
      const versions = (scopes as Record<string, Record<string, Record<string, { loaded?: boolean }>>>)
        .default?.['@immo237/shared/api'];
      return Object.values(versions ?? {}).some((share) => share.loaded);
    });
  });
  return page.evaluate(async () => {
    type Lib = { lib?: () => Record<string, unknown>; loaded?: boolean };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__;
    const find = (name: string) => {
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        const versions =
          (scopes as Record<string, Record<string, Record<string, Lib>>>).default?.[name] ?? {};
        for (const share of Object.values(versions)) if (share.loaded && share.lib) return share.lib();
      }
      throw new Error(`${name} is not loaded on this page`);
    };
    // The profile call itself lives in mf-profile: the same request, made on the shared client.
    const api = find('@immo237/shared/api') as {
      apiClient: { get: (url: string, config: { authenticated: true }) => Promise<unknown> };
      unwrap: (response: unknown) => { email: string };
    };
    try {
      const user = api.unwrap(await api.apiClient.get('/user/user-profile', { authenticated: true }));
      return { ok: true, email: user.email };
    } catch (error) {
      return { ok: false, code: (error as { code?: string }).code };
    }
  });
}

/** Replaces the access token kept in `auth-storage` (the one the bearer header uses) before a reload. */
export async function corruptStoredAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    if (!raw) throw new Error('no stored session');
    const stored = JSON.parse(raw) as { state: { token: string } };
    // Same shape, wrong signature: the API answers 401 as for an expired token.
    stored.state.token = `${stored.state.token.slice(0, -6)}AAAAAA`;
    localStorage.setItem('auth-storage', JSON.stringify(stored));
  });
}

/** The split token storage as the browser holds it: localStorage halves and cookie halves. */
export async function storedTokenParts(page: Page) {
  const local = await page.evaluate(() => ({
    access: localStorage.getItem('immo237-access-token'),
    refresh: localStorage.getItem('immo237-refresh-token'),
  }));
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((item) => item.name === name)?.value ?? null;
  return { ...local, accessCookie: cookie('immo237_at'), refreshCookie: cookie('immo237_rt') };
}
