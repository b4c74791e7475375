import { expect, test } from '../support/fixtures';
import { declaredRoutes } from '../support/routes';
import { REMOTES } from '../support/site';

test.describe('serving the composed site', () => {
  test('the shell serves remotes.json uncached and deep links as the app', async ({ request }) => {
    const remotes = await request.get('/remotes.json');
    expect(remotes.ok()).toBe(true);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    expect(Object.keys(await remotes.json()).sort()).toEqual([...REMOTES].sort());

    // A listing that does not exist is a real 404, drawn like any page.
    const deepLink = await request.get('/details/une-villa', { headers: { accept: 'text/html' } });
    expect(deepLink.status()).toBe(404);
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    // The page is drawn on the server (see ssr.spec.ts), inside the root the browser hydrates.
    expect(await deepLink.text()).toMatch(/<div id="root" data-ssr="fr">/);
  });

  test('hashed chunks are immutable, entries and manifests revalidated, remotes readable cross-origin', async ({
    request,
    site,
  }) => {
    const manifest = await request.get(`${site.remoteOrigins.catalog}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const body = (await manifest.json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const entry = await request.get(`${site.remoteOrigins.catalog}/${body.metaData.remoteEntry.name}`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const chunk = body.exposes[0]!.assets.js.sync[0]!;
    const hashed = await request.get(`${site.remoteOrigins.catalog}/${chunk}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(hashed.ok()).toBe(true);
    expect(hashed.headers()['cache-control']).toContain('immutable');
  });

  test('the shell proxies /api to the API', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
  });

  test('a listing page carries its title, description and Open Graph tags in the HTML', async ({
    request,
  }) => {
    // A rental with photos (other specs create listings without any; the newest need not have one).
    const search = await request.get('/api/v1/products/public/search?limit=50&forSale=false');
    const listing = (
      (await search.json()).data as { slug: string; name: string; image: string | null }[]
    ).find((item) => item.image);
    const page = await request.get(`/details/${listing!.slug}`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    const escapedName = listing!.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<meta property="og:title" content="${escapedName} — `);
    // The price as the page writes it (the site's one formatter: no-break spaces in the amount and before FCFA).
    expect(html).toMatch(/<meta property="og:title" content="[^"]+[\s\u00a0]FCFA \/mois \| Immo237">/);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/products\/[^"]+-960\.webp">/,
    );
    expect(html).toContain(`<meta property="og:url" content="`);
    expect(html.match(/<title>/g)).toHaveLength(1);

    const unknown = await request.get('/details/annonce-inconnue', { headers: { accept: 'text/html' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).not.toContain('og:title');
  });

  test('robots.txt points to a sitemap of the public pages and every active listing', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /profile');
    const sitemapUrl = /Sitemap: (\S+)/.exec(robotsText)![1]!;
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    // Each page in French and in English (the same path under /en).
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const french = locs.filter((path) => path !== '/en' && !path.startsWith('/en/'));
    const english = locs.filter((path) => path === '/en' || path.startsWith('/en/'));
    expect(english.sort()).toEqual(french.map((path) => (path === '/' ? '/en' : `/en${path}`)).sort());
    // The home page and exactly the pages the remotes declare for the sitemap.
    const pages = french.filter(
      (path) => !path.startsWith('/details/') && !path.startsWith('/agents/') && !path.startsWith('/prix/'),
    );
    const declared = declaredRoutes()
      .filter((route) => route.sitemap)
      .map((route) => route.path);
    expect(pages.sort()).toEqual(['/', ...declared].sort());
    expect(declared).toEqual(expect.arrayContaining(['/acheter', '/louer', '/terrains', '/agents', '/faq']));
    const search = await request.get('/api/v1/products/public/search?limit=1');
    const { meta } = (await search.json()) as { meta: { total: number } };
    // Every active listing once, as the sitemap saw them: it is kept ten minutes, so listings the suite created or
    // withdrew since it was first asked for may differ from the search's count now.
    const listings = french.filter((path) => path.startsWith('/details/'));
    expect(new Set(listings).size).toBe(listings.length);
    expect(listings.length).toBeGreaterThanOrEqual(Math.min(meta.total, 60));
    // And every agent's page.
    const agents = (await (await request.get('/api/v1/agents')).json()) as { data: { slug: string }[] };
    const agentPages = french.filter((path) => path.startsWith('/agents/')).sort();
    expect(agentPages).toEqual(agents.data.map((agent) => `/agents/${agent.slug}`).sort());
  });

  test('the shell and the remotes send a strict Content-Security-Policy and the security headers', async ({
    request,
    site,
  }) => {
    const page = await request.get('/', { headers: { accept: 'text/html' } });
    const csp = page.headers()['content-security-policy']!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    for (const origin of Object.values(site.remoteOrigins)) expect(scriptSrc).toContain(origin);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const entry = await request.get(`${site.remoteOrigins.content}/remoteEntry.js`);
    expect(entry.headers()['x-content-type-options']).toBe('nosniff');
    expect(entry.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
