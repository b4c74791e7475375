// The sitemap's and robots.txt's absolute URLs come from PUBLIC_URL (else the shell's own
// configured origin), never from the request's Host: a visitor who forges Host (or X-Forwarded-Host) cannot put
// another site's addresses into them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';

describe("the sitemap's addresses", () => {
  let api;
  let apiUrl;
  let dist;
  const servers = [];
  before(async () => {
    api = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url.startsWith('/api/v1/prices')) {
        // An API without price figures.
        response.statusCode = 404;
        response.end(JSON.stringify({ statusCode: 'NOT_FOUND', data: null }));
        return;
      }
      if (request.url.startsWith('/api/v1/agents')) {
        response.end(JSON.stringify({ data: [{ slug: 'aicha-bello', updatedAt: '2026-11-21T10:00:00Z' }] }));
        return;
      }
      response.end(
        JSON.stringify({
          data: [{ slug: 'villa-a-bonapriso-1', updated_at: '2026-11-20T10:00:00Z' }],
          meta: { total: 1 },
        }),
      );
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-sitemap-origin-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
  });
  after(async () => {
    for (const server of servers) await server.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const shell = async (env) => {
    const { server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false', ...env },
      apiUrl,
    });
    servers.push(server);
    await server.ready();
    return server;
  };
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('are on PUBLIC_URL whatever Host the request names', async () => {
    const server = await shell({ NODE_ENV: 'production', PUBLIC_URL: 'https://immo237.cm/' });
    const res = await server.inject({ url: '/sitemap.xml', headers: forged });
    assert.equal(res.statusCode, 200);
    const urls = locs(res.body);
    assert.ok(urls.includes('https://immo237.cm/details/villa-a-bonapriso-1'), res.body);
    assert.ok(urls.includes('https://immo237.cm/agents/aicha-bello'), res.body);
    assert.ok(urls.length > 2 && urls.every((url) => url.startsWith('https://immo237.cm/')), res.body);
    assert.doesNotMatch(res.body, /evil\.example/);
    const robots = await server.inject({ url: '/robots.txt', headers: forged });
    assert.match(robots.body, /Sitemap: https:\/\/immo237\.cm\/sitemap\.xml/);
    assert.doesNotMatch(robots.body, /evil\.example/);
  });

  it("are on the shell's own configured origin without PUBLIC_URL, never on the request's Host", async () => {
    const server = await shell({ NODE_ENV: 'production', SHELL_PORT: '3999' });
    const res = await server.inject({ url: '/sitemap.xml', headers: forged });
    assert.equal(res.statusCode, 200);
    const urls = locs(res.body);
    assert.ok(urls.includes('http://localhost:3999/details/villa-a-bonapriso-1'), res.body);
    assert.ok(
      urls.every((url) => url.startsWith('http://localhost:3999/')),
      res.body,
    );
    assert.doesNotMatch(res.body, /evil\.example/);
  });
});
