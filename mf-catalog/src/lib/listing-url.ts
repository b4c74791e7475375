/** The canonical address of the listing on the site's `origin`, without any query string a visitor arrived with. */
export function listingUrl(origin: string, slug: string): string {
  return `${origin}/details/${encodeURIComponent(slug)}`;
}
