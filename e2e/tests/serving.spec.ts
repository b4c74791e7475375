import { expect, test } from '../support/fixtures';

test.describe('serving the composed site', () => {
  test('the shell serves remotes.json uncached and deep links as the app', async ({ request }) => {
    const remotes = await request.get('/remotes.json');
    expect(remotes.ok()).toBe(true);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    expect(Object.keys(await remotes.json()).sort()).toEqual(['auth', 'catalog', 'content', 'profile']);

    const deepLink = await request.get('/details/une-villa', { headers: { accept: 'text/html' } });
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    expect(await deepLink.text()).toMatch(/<div id="?root"?>/);
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
});
