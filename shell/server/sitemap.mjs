// robots.txt and sitemap.xml for the shell's server: the public pages, every active listing, every agent's page and
// the price pages of every city and quartier that has figures to show (/prix/{ville}, /prix/{ville}/{quartier}),
// each in both languages.
import { pathInLanguage } from '../src/app/language-address.js';
import { escapeHtml } from './page-head.mjs';

const PAGE_SIZE = 50;
// The sitemap protocol's limit is 50 000 addresses a file; each page is listed in both languages, beside the
// site's own pages and the agents'.
const MAX_LISTINGS = 24_000;
const TTL_MS = 10 * 60 * 1000;

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /en/profile',
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

/** The agents' pages (/agents/{slug}); an API without agents (an older release) lists none. */
async function fetchAgents(apiUrl) {
  const response = await fetch(`${apiUrl}/api/v1/agents?limit=100`, { signal: AbortSignal.timeout(5000) });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`agents answered ${response.status}`);
  const body = await response.json();
  return body.data.map((agent) => ({ slug: agent.slug, updated: agent.updatedAt }));
}

/**
 * The price pages with figures to show: each city of /api/v1/prices, then its quartiers; an API without them (an
 * older release) lists none.
 */
async function fetchPricePages(apiUrl) {
  const read = async (path) => {
    const response = await fetch(`${apiUrl}/api/v1/prices${path}`, { signal: AbortSignal.timeout(5000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`prices answered ${response.status}`);
    return (await response.json()).data;
  };
  const cities = (await read(''))?.cities.filter((city) => city.figures > 0) ?? [];
  const pages = [];
  for (const city of cities) {
    const cityPath = `/prix/${encodeURIComponent(city.slug)}`;
    const page = await read(`/${encodeURIComponent(city.slug)}`);
    if (!page) continue;
    pages.push({ path: cityPath, updated: page.computedAt });
    for (const quartier of page.quartiers.filter((q) => q.figures > 0))
      pages.push({ path: `${cityPath}/${encodeURIComponent(quartier.slug)}`, updated: page.computedAt });
  }
  return pages;
}

/**
 * A page in both languages: one entry per language, each naming the other as its alternate (and French as the
 * default), as search engines read a site in several languages.
 */
function urlEntries(origin, path, lastmod) {
  const modified = lastmod ? `<lastmod>${escapeHtml(new Date(lastmod).toISOString())}</lastmod>` : '';
  const fr = new URL(pathInLanguage('fr', path), origin).href;
  const en = new URL(pathInLanguage('en', path), origin).href;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="fr" href="${escapeHtml(fr)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(fr)}"/>`;
  return [fr, en].map((loc) => `<url><loc>${escapeHtml(loc)}</loc>${modified}${alternates}</url>`).join('');
}

/**
 * A sitemap builder that asks the API at most once every ten minutes, and once at a time: requests that come
 * while the list is being fetched wait for that fetch (a burst of requests, or of Host headers, costs one pass over
 * the catalogue). `publicPaths` lists the site's own pages (the home page and what the remotes declare for the
 * sitemap). The XML is written for the origin asked for (PUBLIC_URL in production) and kept for it.
 */
export function createSitemap(apiUrl, publicPaths, { ttlMs = TTL_MS } = {}) {
  let entries = null;
  let fetching = null;
  let written = null;

  const currentEntries = () => {
    if (entries && Date.now() - entries.at <= ttlMs) return entries;
    fetching ??= Promise.all([
      fetchListings(apiUrl),
      publicPaths(),
      fetchAgents(apiUrl),
      fetchPricePages(apiUrl),
    ])
      .then(([listings, paths, agents, prices]) => {
        entries = { at: Date.now(), listings, paths, agents, prices };
        return entries;
      })
      .finally(() => {
        fetching = null;
      });
    return fetching;
  };

  return async function sitemapXml(origin) {
    const { at, listings, paths, agents, prices } = await currentEntries();
    if (written?.at === at && written.origin === origin) return written.xml;
    const urls = [
      ...paths.map((path) => urlEntries(origin, path)),
      ...listings.map((listing) =>
        urlEntries(origin, `/details/${encodeURIComponent(listing.slug)}`, listing.updated),
      ),
      ...agents.map((agent) =>
        urlEntries(origin, `/agents/${encodeURIComponent(agent.slug)}`, agent.updated),
      ),
      ...prices.map((page) => urlEntries(origin, page.path, page.updated)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
    written = { at, origin, xml };
    return xml;
  };
}
