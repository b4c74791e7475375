// @ts-check
// What of a page's address the server's work depends on. The render cache and the drawings under way are keyed
// on the path and the query parameters some page reads; the canonical and Open Graph addresses are the site's
// public origin and the path alone, never anything the request's Host or its path could name.
import { SEARCH_FILTER_NAMES } from '@immo237/shared/search-filters';

/**
 * The query parameters the site's pages read: the catalogue's filters (the list its forms are made of), its page
 * and view, the sign-in page's way back, the e-mail links' tokens, the status page's code. Any other parameter
 * changes nothing on a page.
 */
export const READ_PARAMETERS = new Set([
  ...SEARCH_FILTER_NAMES,
  // the lists' page, /search's list or map
  'page',
  'view',
  // sign-in's way back; password reset, e-mail verification, listing confirmation, alert unsubscribe
  'redirect',
  'token',
  // /error?status=… (or ?code=…)
  'status',
  'code',
]);

/**
 * A page's address as the cache sees it: the path and the parameters a page reads, in the order received (the
 * pages' own links keep that order, so a page drawn for one order is never handed to another).
 * `plain` is false when the address holds a parameter no page reads: such a page is drawn for its visitor but
 * never kept, so `?x=1`, `?x=2`… cannot fill the cache with copies of one page.
 *
 * @param {string} url the request's path and query
 * @returns {{ path: string, key: string, plain: boolean }}
 */
export function pageAddress(url) {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (mark === -1) return { path, key: path, plain: true };
  const kept = new URLSearchParams();
  let plain = true;
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (READ_PARAMETERS.has(name)) kept.append(name, value);
    else plain = false;
  }
  const query = kept.toString();
  return { path, key: query ? `${path}?${query}` : path, plain };
}

/**
 * The single-slash form of an address whose path starts with '//' or a backslash, or null. A browser reads
 * `//example.net/details/x` in a link or a redirect as another site's address; on this site it is the path
 * `/example.net/details/x`, which is where the visitor is sent.
 *
 * @param {string} url
 * @returns {string | null}
 */
export function singleSlashAddress(url) {
  return /^(?:\/[/\\]|\\)/.test(url) ? url.replace(/^[/\\]+/, '/') : null;
}

/**
 * The canonical address of a page: the site's public origin and the page's path (no query, no fragment). The
 * path is taken as a path even if it starts with '//' (the request never decides the host).
 *
 * @param {string} publicOrigin e.g. https://immo237.cm
 * @param {string} path
 */
export function canonicalAddress(publicOrigin, path) {
  const url = new URL(publicOrigin);
  url.pathname = path.replace(/^[/\\]+/, '/');
  return `${url.origin}${url.pathname}`;
}
