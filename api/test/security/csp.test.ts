// docs/SECURITY.md, cross-site scripting: the API's Content-Security-Policy (its answers, the documentation page
// and its static files) lets scripts come from the API's own origin only, with no inline script and no eval, and
// forbids plugins (object-src 'none'), a foreign <base> (base-uri 'self') and any framing (frame-ancestors 'none').
// The shell's and the remotes' servers are checked in shell/server/__tests__/csp.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupTestApp } from '../helper.js';
import { cspDirectives as directives } from './csp-directives.js';

const ctx = setupTestApp();

test("every answer of the API, its docs included, carries a strict CSP and can't be framed", async () => {
  for (const url of [
    '/api/health',
    '/api/v1/products/public/search',
    '/api/docs',
    '/uploads/none.webp',
    '/x',
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url });
    const csp = directives(res.headers['content-security-policy']);
    assert.ok(csp.size > 0, `${url}: no CSP`);
    // Scripts: the API's origin only (script-src, or default-src where there is no script-src).
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    assert.deepEqual(
      scripts.filter((s) => s !== "'self'"),
      [],
      `${url}: script-src ${scripts.join(' ')}`,
    );
    assert.deepEqual(csp.get('default-src'), ["'self'"], `${url}: default-src`);
    for (const [name, sources] of csp)
      if (name.startsWith('script-src') || name === 'default-src')
        assert.ok(
          !sources.some((s) => /unsafe-inline|unsafe-eval|\*/.test(s)),
          `${url}: ${name} ${sources.join(' ')}`,
        );
    assert.deepEqual(csp.get('object-src'), ["'none'"], `${url}: object-src`);
    assert.deepEqual(csp.get('base-uri'), ["'self'"], `${url}: base-uri`);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${url}: frame-ancestors`);
    assert.equal(res.headers['x-frame-options'], 'DENY', `${url}: X-Frame-Options`);
  }
});
