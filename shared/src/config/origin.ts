let serverOrigin = '';

/** The site's address as the server render sees it (PUBLIC_URL, or the request's host). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin, e.g. https://immo237.cm: the page's own in the browser, the server's during its render. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
