import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { whenLive } from '../federation/live-mark';

/** A page that never says it is live (an error page, a remote that failed) still gets its worker after this. */
const LIVE_WAIT_MS = 15_000;

/**
 * Resolves once the page is live (the `immo237:live` mark) and loaded, or loaded and LIVE_WAIT_MS have passed. The worker's
 * installation (its own downloads, the copies it keeps) then never runs beside the hydration: on a phone's few
 * cores it slowed the page's own start-up work by a third.
 */
export function pageLiveAndLoaded(win: Window & typeof globalThis = window): Promise<void> {
  const live = new Promise<void>((resolve) => {
    whenLive(resolve, LIVE_WAIT_MS);
  });
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([live, loaded]).then(() => undefined);
}

/** What the shell's server writes into every page (shell/server/site-settings.mjs). */
function offlineCacheMb(doc: Document = document): number {
  try {
    const parsed = JSON.parse(doc.getElementById('immo237-settings')?.textContent ?? '{}') as {
      offline?: { cacheMb?: unknown };
    };
    const mb = parsed.offline?.cacheMb;
    return typeof mb === 'number' && Number.isInteger(mb) && mb > 0 ? mb : 50;
  } catch {
    return 50;
  }
}

/** Tells the service worker to forget the pages it kept: they may show a signed-in header or private data. */
export function forgetPrivatePages(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  container?.controller?.postMessage({ type: 'immo237:forget-private' });
}

/**
 * Ends this device's push subscription: the account whose session ended is no longer notified on it (its push service
 * then answers the site 410, and the API forgets the subscription). Whoever signs in next opts in again.
 */
export async function endPushSubscription(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  try {
    const registration = await container?.getRegistration?.();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn('[immo237] the notifications of this device could not be ended', error);
  }
}

/**
 * Registers the site's service worker (/sw.js, built from shell/sw/) once the page is live and loaded and the browser
 * idle (`ready`, pageLiveAndLoaded by default): it never competes with the page's own start. It keeps what the
 * visitor opened for reading offline, within the site's bound, and is told to forget the kept pages when the session
 * ends (logout, expiry, another tab); the device's push notifications end with the session too.
 */
export function startServiceWorker(
  win: Window & typeof globalThis = window,
  ready: Promise<void> = pageLiveAndLoaded(win),
): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container
      .register(`/sw.js?cacheMb=${offlineCacheMb(win.document)}`, { scope: '/' })
      // A browser may refuse it (private mode, a policy): the site works as before, without offline reading.
      .catch(() => undefined);
  };
  // The first visit's page and files came before the worker: once it controls the page, it is told to keep them.
  container.addEventListener?.('controllerchange', () => {
    const files = win.performance?.getEntriesByType?.('resource').map((entry) => entry.name) ?? [];
    container.controller?.postMessage({ type: 'immo237:keep', page: win.location.href, files });
  });
  void ready.then(() => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 1000);
  });
  let signedIn = hasValidSession(useAuthStore.getState());
  useAuthStore.subscribe((state) => {
    const now = hasValidSession(state);
    if (signedIn && !now) {
      forgetPrivatePages(container);
      void endPushSubscription(container);
    }
    signedIn = now;
  });
}
