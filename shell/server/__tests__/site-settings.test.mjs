import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';
import {
  mapTilesFromEnv,
  offlineCacheMbFromEnv,
  settingsScript,
  siteSettingsFromEnv,
} from '../site-settings.mjs';

describe('the map tiles setting (MAP_TILES_URL)', () => {
  it("defaults to OpenStreetMap's tiles with their attribution", () => {
    assert.deepEqual(mapTilesFromEnv({}), {
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      origin: 'https://tile.openstreetmap.org',
    });
  });

  it('takes another provider, its credit and its origin (subdomains as a wildcard)', () => {
    const tiles = mapTilesFromEnv({
      MAP_TILES_URL: 'https://{s}.tiles.example.cm/osm/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Exemple, © OpenStreetMap',
    });
    assert.equal(tiles.origin, 'https://*.tiles.example.cm');
    assert.equal(tiles.attribution, '© Exemple, © OpenStreetMap');
    assert.equal(
      mapTilesFromEnv({ MAP_TILES_URL: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png' }).origin,
      'http://127.0.0.1:9',
    );
  });

  it('refuses a value that could not draw a map', () => {
    for (const value of ['tiles/{z}/{x}/{y}.png', 'ftp://x.cm/{z}/{x}/{y}', 'https://x.cm/tile.png']) {
      assert.throws(() => mapTilesFromEnv({ MAP_TILES_URL: value }), /MAP_TILES_URL/);
    }
  });

  it('bounds what a browser keeps offline: 50 MB unless OFFLINE_CACHE_MB says otherwise', () => {
    assert.equal(offlineCacheMbFromEnv({}), 50);
    assert.equal(offlineCacheMbFromEnv({ OFFLINE_CACHE_MB: '120' }), 120);
    assert.equal(siteSettingsFromEnv({ OFFLINE_CACHE_MB: '20' }).offline.cacheMb, 20);
    for (const bad of ['0', '2', 'abc', '12.5', '5000'])
      assert.throws(() => offlineCacheMbFromEnv({ OFFLINE_CACHE_MB: bad }), /OFFLINE_CACHE_MB/);
  });

  it('is written into the page as inert JSON, markup escaped', () => {
    const script = settingsScript(
      siteSettingsFromEnv({ MAP_TILES_URL: 'https://t.cm/{z}/{x}/{y}.png?a=</script>' }),
    );
    assert.match(script, /^<script id="immo237-settings" type="application\/json">/);
    assert.ok(!script.slice(0, -'</script>'.length).includes('</script>'));
    const json = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    assert.equal(json.map.tilesUrl, 'https://t.cm/{z}/{x}/{y}.png?a=</script>');
  });

  it("is in every page the shell serves, and the CSP's img-src follows its origin", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'immo237-settings-'));
    try {
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html lang=fr><head></head><body><div id=root></div></body></html>',
      );
      writeFileSync(path.join(dist, 'remotes.json'), '{}');
      const { server } = await createAppServer('shell', {
        distDir: dist,
        env: { SSR: 'false', MAP_TILES_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' },
        apiUrl: 'http://127.0.0.1:9',
      });
      const page = await server.inject({ url: '/search?view=map', headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1] ?? '';
      assert.ok(imgSrc.split(' ').includes('http://127.0.0.1:9'), imgSrc);
      // Only the contact page's office-map probe origin besides it, never a wildcard.
      assert.deepEqual(
        imgSrc.split(' ').filter((source) => source.startsWith('http')),
        ['https://tile.openstreetmap.org', 'http://127.0.0.1:9'],
      );
      assert.match(
        page.body,
        /<script id="immo237-settings" type="application\/json">\{"map":\{"tilesUrl":"http:\/\/127\.0\.0\.1:9\/tiles\/\{z\}\/\{x\}\/\{y\}\.png"/,
      );
      await server.close();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
