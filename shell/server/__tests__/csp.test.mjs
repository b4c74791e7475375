// docs/SECURITY.md, cross-site scripting: the Content-Security-Policy of the shell's server and of the remotes'
// servers (scripts/serve-app.mjs). Scripts only from the site and the remote origins remotes.json names, and the one
// inline start-up script by its hash (no other inline script, no eval), no plugins (object-src 'none'), no foreign <base> (base-uri 'self'), never framed
// (frame-ancestors 'none'). The API's policy is checked in api/test/security/csp.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';
import { inlineText, scriptHash } from '../start-up-script.mjs';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );

// The start-up script drawn pages carry inline: allowed by the hash of exactly the text they carry.
const START_UP = '// a comment\n(function () {\n  window.started = true;\n})();\n';
const START_UP_HASH = scriptHash(inlineText(START_UP));

// Refuses connections at once: the shell's look for the remote's routes fails fast.
const REMOTE = 'http://127.0.0.1:7';

/** @param {Map<string, string[]>} csp @param {string} where */
function assertStrict(csp, where) {
  for (const [name, sources] of csp)
    if (name.startsWith('script-src') || name === 'default-src')
      assert.ok(
        !sources.some((s) => /unsafe-inline|unsafe-eval|^\*$|^https?:$|^data:$/.test(s)),
        `${where}: ${name} ${sources.join(' ')}`,
      );
  assert.deepEqual(csp.get('default-src'), ["'self'"], `${where}: default-src`);
  assert.deepEqual(csp.get('object-src'), ["'none'"], `${where}: object-src`);
  assert.deepEqual(csp.get('base-uri'), ["'self'"], `${where}: base-uri`);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${where}: frame-ancestors`);
}

describe('the Content-Security-Policy of the static servers', () => {
  let dist;
  before(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-csp-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang=fr><head></head><body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'boot.js'), START_UP);
    writeFileSync(
      path.join(dist, 'remotes.json'),
      JSON.stringify({
        catalog: {
          browser: `${REMOTE}/mf-manifest.json`,
          server: 'https://10.0.0.5:3001/server/remoteEntry.js',
        },
      }),
    );
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  it("the shell's pages: scripts from the site and remotes.json's browser origins only", async () => {
    const { server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false' },
      apiUrl: 'http://127.0.0.1:9',
    });
    try {
      for (const url of ['/', '/search?q=<script>', '/remotes.json', '/nope.js']) {
        const answer = await server.inject({ url, headers: { accept: 'text/html' } });
        const csp = directives(answer.headers['content-security-policy']);
        assertStrict(csp, url);
        assert.deepEqual(csp.get('script-src'), ["'self'", REMOTE, START_UP_HASH], `${url}: script-src`);
        // The server entry's origin is the shell server's business, never the browser's.
        assert.ok(!answer.headers['content-security-policy'].includes('10.0.0.5'), url);
      }
    } finally {
      await server.close();
    }
  });

  it("the browser's copies of the map (remotes.json, the composition, the page) name no server entry", async () => {
    const { server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false' },
      apiUrl: 'http://127.0.0.1:9',
    });
    try {
      const remotes = await server.inject({ url: '/remotes.json' });
      assert.deepEqual(remotes.json(), { catalog: { browser: `${REMOTE}/mf-manifest.json` } });
      for (const url of ['/remotes.json', '/composition.json', '/']) {
        const answer = await server.inject({ url, headers: { accept: 'text/html' } });
        assert.equal(answer.statusCode, 200, url);
        assert.ok(!answer.body.includes('10.0.0.5'), `${url}: ${answer.body.slice(0, 200)}`);
        assert.ok(!answer.body.includes('remoteEntry'), url);
      }
    } finally {
      await server.close();
    }
  });

  it("a remote's files: scripts from its own origin only", async () => {
    const { server } = await createAppServer('catalog', { distDir: dist, env: {} });
    try {
      for (const url of ['/', '/remoteEntry.js']) {
        const csp = directives((await server.inject({ url })).headers['content-security-policy']);
        assertStrict(csp, `catalog ${url}`);
        assert.deepEqual(csp.get('script-src'), ["'self'"], `catalog ${url}: script-src`);
      }
    } finally {
      await server.close();
    }
  });
});
