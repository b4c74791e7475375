import type { MouseEvent } from 'react';

/**
 * Asks the site's service worker (when one controls the page) to keep pages for reading offline: each page not
 * kept yet is fetched once, with its main photo. The favourites page asks it for its listings, so that a favourite
 * opens without a connection even if it was never opened on this device.
 */
export function keepPagesForOffline(addresses: readonly string[], win: Window = window): void {
  const controller = win.navigator?.serviceWorker?.controller;
  if (!controller || addresses.length === 0 || win.navigator.onLine === false) return;
  const pages = addresses.map((address) => new URL(address, win.location.origin).href);
  controller.postMessage({ type: 'immo237:keep', page: win.location.href, pages, files: [] });
}

/**
 * Without a connection, a listing is opened as a whole page: the copy the service worker kept is what can be shown
 * (the application's own navigation would ask the API for it, and fail). For the `onClick` of a link to a listing.
 */
export function openKeptPageOffline(event: MouseEvent<HTMLAnchorElement>): void {
  if (navigator.onLine) return;
  event.preventDefault();
  window.location.assign(event.currentTarget.href);
}
