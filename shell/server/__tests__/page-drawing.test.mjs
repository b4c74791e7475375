import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';

// A server build whose renderer counts its renders, takes 150 ms each, and fails for /broken.
const fakeRenderer = `
exports.createRenderer = async () => ({
  render: async ({ url }) => {
    globalThis.__immo237Renders = (globalThis.__immo237Renders ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (url.startsWith('/broken')) throw new Error('render failed');
    return { status: 200, html: '<main><h1>' + url + '</h1></main>', styles: '', meta: null, head: null,
      leftToBrowser: [], data: null };
  },
});
`;

describe('pages asked for while they are drawn', () => {
  let server;
  let dist;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-drawing-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang=fr><head></head><body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    mkdirSync(path.join(dist, 'server'));
    // A file named like a page: pages are never looked for among the files.
    writeFileSync(path.join(dist, 'contact'), 'a file, not the page');
    writeFileSync(path.join(dist, 'server', 'main.js'), fakeRenderer);
    // No render cache: what is shared is the drawing under way, nothing kept after it.
    ({ server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR_CACHE_MS: '0' },
      apiUrl: 'http://127.0.0.1:9',
    }));
    await server.ready();
  });
  after(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const renders = () => globalThis.__immo237Renders ?? 0;
  const ask = (url) => server.inject({ url, headers: { accept: 'text/html' } });

  it('draws a page once for every visitor who asks for it during its drawing', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('/faq')));
    assert.equal(renders() - before, 1);
    for (const answer of answers) {
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['x-immo237-render'], 'server');
      assert.match(answer.body, /<div id="root" data-ssr="fr"><main><h1>\/faq<\/h1>/);
    }
  });

  it('draws different pages apart, and a page again once its drawing is over', async () => {
    const before = renders();
    await Promise.all([ask('/faq'), ask('/agents'), ask('/faq?page=2')]);
    assert.equal(renders() - before, 3);
    await ask('/faq');
    assert.equal(renders() - before, 4);
  });

  it('gives every visitor of a failed drawing the page for the browser to draw, and tries again after', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask('/broken')));
    assert.equal(renders() - before, 1);
    for (const answer of answers) {
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['x-immo237-render'], 'browser');
      assert.match(answer.body, /<div id=root><\/div>/);
    }
    await ask('/broken');
    assert.equal(renders() - before, 2);
  });

  it('answers a page path as a page without looking for it among the files, and files as files', async () => {
    const page = await ask('/contact?from=footer');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<main><h1>\/contact\?from=footer<\/h1>/);
    const file = await server.inject({ url: '/index.html' });
    assert.equal(file.statusCode, 200);
    assert.match(file.body, /<div id=root><\/div>/);
    const missing = await ask('/missing.js');
    assert.equal(missing.statusCode, 404);
    const call = await server.inject({ url: '/contact', headers: { accept: 'application/json' } });
    assert.equal(call.body, 'a file, not the page');
  });
});
