import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import type { SiteInfo } from './site';

export type { SiteInfo };

function siteInfo(): SiteInfo {
  const raw = process.env.E2E_SITE;
  if (!raw) throw new Error('E2E_SITE is not set: the global setup did not start the site');
  return JSON.parse(raw) as SiteInfo;
}

/**
 * React's hydration failures. Production builds name them by number (#418: the server's markup did not match,
 * #419: a boundary the server could not finish, #423: recovered by drawing again in the browser, #425: text that
 * did not match); development builds say 'Hydration failed…', 'error while hydrating…'. The parts the server
 * leaves to the browser on purpose (client-only boundaries) are not reported: the bootstrap ignores their digest.
 */
const HYDRATION_ERROR = /(?:Minified React error #|react\.dev\/errors\/)(?:418|419|423|425)\b|hydrat/i;

export function isHydrationError(text: string): boolean {
  return HYDRATION_ERROR.test(text);
}

/** What the page logged as an error (or, asked for, a warning), and the errors it did not catch. */
function onProblem(page: Page, report: (text: string) => void, { warnings = false } = {}) {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) report(message.text());
  });
  page.on('pageerror', (error) => report(error.stack ?? error.message));
}

export interface ConsoleWatch {
  /** The errors and warnings logged since the last call (or the start), and forgets them. */
  take(): string[];
}

/**
 * Collects a page's console errors and warnings and its uncaught errors, for a test that wants none at all
 * (React's mismatches and recoverable errors included). A resource the network could not give (an OpenStreetMap
 * tile, a 404 page's own status) is not the page's doing and is left out, nor is the notice Playwright logs when it
 * refuses the site's service worker (the suite's config turns workers off outside the specs about them).
 */
export function watchConsole(page: Page): ConsoleWatch {
  let problems: string[] = [];
  onProblem(
    page,
    (text) => {
      if (!/Failed to load resource|^Service Worker registration blocked by Playwright$/.test(text))
        problems.push(text);
    },
    { warnings: true },
  );
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

// The hydration guard: every page of every test, whichever way it was opened (the `page` fixture, another page of
// its context, a context of its own from `browser.newContext`, or one opened in a `beforeAll`), reports React's
// hydration errors here; the test fails at its teardown when there is one.
let hydrationErrors: string[] = [];
const guarded = new WeakSet<Page>();

function guardPage(page: Page) {
  if (guarded.has(page)) return;
  guarded.add(page);
  onProblem(page, (text) => {
    if (isHydrationError(text)) hydrationErrors.push(`${page.url()}\n${text}`);
  });
}

function guardContext(context: BrowserContext) {
  context.pages().forEach(guardPage);
  context.on('page', guardPage);
}

function guardBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  // browser.newPage opens its own context through newContext too.
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    guardContext(context);
    return context;
  };
}

/**
 * The hydration errors seen since the test began, forgotten by the guard: for the one test that provokes a
 * mismatch on purpose, to prove the guard sees it.
 */
export function takeHydrationErrors(): string[] {
  const taken = hydrationErrors;
  hydrationErrors = [];
  return taken;
}

export const test = base.extend<{ site: SiteInfo; hydrationGuard: void }, { guardedBrowser: void }>({
  site: async ({}, use) => use(siteInfo()),
  baseURL: async ({}, use) => use(siteInfo().baseURL),
  guardedBrowser: [
    async ({ browser }, use) => {
      guardBrowser(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  hydrationGuard: [
    async ({}, use) => {
      // What a `beforeAll` page logged before this test began belongs to the first test that follows it.
      await use();
      const found = hydrationErrors;
      hydrationErrors = [];
      if (found.length > 0) {
        throw new Error(`React hydration error during this test:\n\n${found.join('\n\n')}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    guardContext(context);
    await use(context);
  },
  page: async ({ page, hydrationGuard }, use) => {
    void hydrationGuard;
    guardPage(page);
    await use(page);
  },
});

export { expect };

/**
 * Waits until the page has come alive (the shell marks <html data-hydrated>). Before that a server-drawn link is a
 * plain link: a test about client-side navigation (one document, chunks loaded once) waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
