import { hasValidSession, useAuthStore } from '@immo237/shared/auth';

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
 * Registers the site's service worker (/sw.js, built from shell/sw/) once the page is live and the browser idle:
 * it never competes with the page's own start. It keeps what the visitor opened for reading offline, within the
 * site's bound, and is told to forget the kept pages when the session ends (logout, expiry, another tab).
 */
export function startServiceWorker(win: Window & typeof globalThis = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container
      .register(`/sw.js?cacheMb=${offlineCacheMb(win.document)}`, { scope: '/' })
      .catch((error: unknown) => console.warn('[immo237] the service worker could not start', error));
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
  else win.setTimeout(register, 1000);
  let signedIn = hasValidSession(useAuthStore.getState());
  useAuthStore.subscribe((state) => {
    const now = hasValidSession(state);
    if (signedIn && !now) forgetPrivatePages(container);
    signedIn = now;
  });
}
