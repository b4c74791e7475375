import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';
import { trustProxyFromEnv } from '../trust-proxy.mjs';

describe('TRUST_PROXY on the shell’s server', () => {
  let api;
  let apiUrl;
  let dist;
  const seen = [];
  before(async () => {
    api = createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for']);
      response.setHeader('content-type', 'application/json').end('{"statusCode":"SUCCESS","data":null}');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-trust-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
  });
  after(() => {
    api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const forwardedBy = async (env) => {
    const { server } = await createAppServer('shell', {
      distDir: dist,
      apiUrl,
      env: { SSR: 'false', ...env },
    });
    try {
      await server.inject({
        url: '/api/v1/products/public/version',
        remoteAddress: '10.0.4.2',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      return seen.at(-1);
    } finally {
      await server.close();
    }
  };

  it('passes on the visitor the trusted balancer names', async () => {
    assert.equal(await forwardedBy({ TRUST_PROXY: '10.0.0.0/8' }), '203.0.113.5');
  });

  it('otherwise passes on the address it sees: nobody chooses their address with a header', async () => {
    assert.equal(await forwardedBy({}), '10.0.4.2');
  });

  it('refuses a setting that is not a list of addresses, ranges or names', async () => {
    assert.deepEqual(trustProxyFromEnv('loopback, 10.0.0.0/8'), ['loopback', '10.0.0.0/8']);
    assert.equal(trustProxyFromEnv(undefined), false);
    for (const bad of ['true', '10.0.0.0/40', 'lb.internal', ','])
      assert.throws(() => trustProxyFromEnv(bad), /TRUST_PROXY/);
    await assert.rejects(
      createAppServer('shell', { distDir: dist, apiUrl, env: { TRUST_PROXY: '*' } }),
      /TRUST_PROXY: "\*"/,
    );
  });
});
