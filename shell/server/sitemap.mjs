// robots.txt and sitemap.xml for the shell's server: the public pages and every active listing.
import { escapeHtml } from './page-head.mjs';

const PAGE_SIZE = 50;
const MAX_LISTINGS = 50_000; // the sitemap protocol's limit per file
const TTL_MS = 10 * 60 * 1000;

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

async function fetchListings(apiUrl) {
  const listings = [];
  for (let page = 1; listings.length < MAX_LISTINGS; page += 1) {
    const response = await fetch(`${apiUrl}/api/v1/products/public/search?page=${page}&limit=${PAGE_SIZE}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    const body = await response.json();
    listings.push(...body.data.map((product) => ({ slug: product.slug, updated: product.updated_at })));
    if (body.data.length < PAGE_SIZE || listings.length >= (body.meta?.total ?? 0)) break;
  }
  return listings;
}

function urlEntry(loc, lastmod) {
  const modified = lastmod ? `<lastmod>${escapeHtml(new Date(lastmod).toISOString())}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/**
 * A sitemap builder that asks the API at most once every ten minutes. `publicPaths` lists the site's own
 * pages (the home page and what the remotes declare for the sitemap).
 */
export function createSitemap(apiUrl, publicPaths) {
  let cached = null;
  return async function sitemapXml(origin) {
    if (!cached || Date.now() - cached.at > TTL_MS || cached.origin !== origin) {
      const [listings, paths] = await Promise.all([fetchListings(apiUrl), publicPaths()]);
      const urls = [
        ...paths.map((path) => urlEntry(new URL(path, origin).href)),
        ...listings.map((listing) =>
          urlEntry(new URL(`/details/${encodeURIComponent(listing.slug)}`, origin).href, listing.updated),
        ),
      ];
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
      cached = { at: Date.now(), origin, xml, count: listings.length };
    }
    return cached.xml;
  };
}
