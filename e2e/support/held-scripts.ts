import { expect, type Page, type Route } from '@playwright/test';

/**
 * A script of the page: the shell's entry and chunks, each remote's manifest, entry and chunks, the map of remotes.
 * (The start-up script that keeps a visitor's early clicks is written inline in the page: it has no request.)
 */
function isApplicationScript(url: URL): boolean {
  return /\.js$/.test(url.pathname) || /\/(mf-manifest|remotes)\.json$/.test(url.pathname);
}

export interface HeldScripts {
  /** How many requests are waiting. */
  waiting(): number;
  /** Lets every held request go (and the later ones through), then waits for the page to be live. */
  release(): Promise<void>;
}

/**
 * Holds every script of the next page until `release()`: the seconds between the server's page on a phone's screen
 * and the page being live, as long as a test needs to act in them. Call it before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  const waiting: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    if (holding) waiting.push(route);
    else await route.fallback();
  };
  await page.route(isApplicationScript, handler);
  return {
    waiting: () => waiting.length,
    async release() {
      holding = false;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    },
  };
}

/** Waits until the page's start-up script has asked for the application and its requests are being held. */
export async function scriptsAreHeld(held: HeldScripts): Promise<void> {
  await expect
    .poll(() => held.waiting(), { message: 'the page never asked for its scripts' })
    .toBeGreaterThan(0);
}

/**
 * Opens `path` with every script of the application held: returns once the server's page is in the browser (its
 * start-up script has run; the page's `load` event would wait for the held scripts) and its scripts are asked for.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<HeldScripts> {
  const held = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await scriptsAreHeld(held);
  return held;
}
