import { test as base, expect, type Page } from '@playwright/test';
import type { Remote } from './site';

export interface SiteInfo {
  baseURL: string;
  apiURL: string;
  remoteOrigins: Record<Remote, string>;
  remotesFile: string;
  dataDir: string;
}

function siteInfo(): SiteInfo {
  const raw = process.env.E2E_SITE;
  if (!raw) throw new Error('E2E_SITE is not set: the global setup did not start the site');
  return JSON.parse(raw) as SiteInfo;
}

export const test = base.extend<{ site: SiteInfo }>({
  site: async ({}, use) => use(siteInfo()),
  baseURL: async ({}, use) => use(siteInfo().baseURL),
});

export { expect };

/**
 * Waits until the page has come alive (the shell marks <html data-hydrated>). Before that a server-drawn link is a
 * plain link: a test about client-side navigation (one document, chunks loaded once) waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
