/**
 * The tidy form of a page's address, or null when it is tidy already. A search form sent by the browser itself
 * (before the page's script took it over, or without one) sends every field as typed — `/search?query=++villa+Kribi+`,
 * the filter drawer's blank fields as `city=&priceMin=` — where the application would have trimmed the words and left
 * the blanks out. The server answers such an address with a redirect to the one the application would have written:
 * one address per search, to share, to cache and to index.
 *
 * The same goes for the click identifiers and campaign tags that social networks and ad platforms add to a shared
 * link (`?fbclid=…`, `utm_source=…`): no page reads them and the site has no analytics to give them to, but each one
 * is different, so every visitor of a listing shared on Facebook would cost a render of its own instead of the
 * cached page (and a page 2 link carrying someone else's identifier).
 *
 * @param {string} url the request's path and query, as received
 * @returns {string | null}
 */
export function tidyAddress(url) {
  const mark = url.indexOf('?');
  if (mark === -1) return null;
  const path = url.slice(0, mark);
  const kept = new URLSearchParams();
  let changed = false;
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const trimmed = value.trim();
    if (trimmed === '' || TRACKING.test(name)) changed = true;
    else {
      kept.append(name, trimmed);
      if (trimmed !== value) changed = true;
    }
  }
  // A bare '?' or '&&' changes nothing a page reads: only a trimmed or dropped parameter is worth a redirect.
  if (!changed) return null;
  const rest = kept.toString();
  return onThisSite(rest ? `${path}?${rest}` : path);
}

/** Parameters added to links by the sites they were shared on, never read by a page. */
const TRACKING =
  /^(?:utm_[a-z]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|twclid|ttclid|mc_cid|mc_eid)$/i;

/**
 * An address of this site to send a visitor back to: one leading slash, as '//host' or '/\\host' would send them
 * to another site.
 *
 * @param {string} url
 */
export const onThisSite = (url) => url.replace(/^[/\\]+/, '/');
