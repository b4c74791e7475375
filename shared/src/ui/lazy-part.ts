import { lazy } from 'react';

/** Tries made while the browser says it is online, after the first; offline waits do not count. */
const ONLINE_RETRIES = 4;
const FIRST_WAIT_MS = 1_000;

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Loads a module, trying again when its file fails to arrive: once the connection is back when the browser is
 * offline (however long that takes), else a few times with doubling waits (1, 2, 4, 8 s). Only a failure that
 * survives those reaches the caller. Webpack forgets a chunk whose load failed, so each try fetches it again.
 */
export async function retryingImport<M>(load: () => Promise<M>): Promise<M> {
  let retries = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      if (!navigator.onLine) {
        await whenOnline();
        continue;
      }
      if (retries >= ONLINE_RETRIES) throw error;
      await pause(FIRST_WAIT_MS * 2 ** retries);
      retries += 1;
    }
  }
}

/**
 * `React.lazy` for a part of a page whose code comes in its own file (a form, a map, a dialog). A plain lazy
 * component keeps a failed load for good and throws it to the page's error boundary: a phone that goes offline a
 * moment after a listing arrived would trade the readable listing for an error screen. This one keeps trying
 * (`retryingImport`); meanwhile the part stays as it is: drawn by the server and waiting to hydrate (a click there
 * is held until it is live) or showing its fallback.
 */
export const lazyPart: typeof lazy = (load) => lazy(() => retryingImport(load));
