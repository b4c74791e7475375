import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppServer, redactUrl } from '../../../scripts/serve-app.mjs';

describe("the shell's static server", () => {
  const lines = [];
  let server;
  let dist;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-logs-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang=fr><head></head><body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    ({ server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false' },
      apiUrl: 'http://127.0.0.1:9',
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    }));
    await server.ready();
  });
  after(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keep the page asked for but not the reset or verification token', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2ln';
    const reset = await server.inject({
      url: `/reset-password?token=${secret}`,
      headers: { accept: 'text/html' },
    });
    assert.equal(reset.statusCode, 200);
    await server.inject({ url: `/auth/verify-email/${secret}`, headers: { accept: 'text/html' } });
    const log = lines.join('');
    assert.match(log, /\/reset-password\?token=\[masqué\]/);
    assert.ok(!log.includes(secret), 'the token is not in the logs');
    assert.equal(redactUrl('/search?query=douala&page=2'), '/search?query=douala&page=2');
  });

  it('answers a call the API cannot take with a French 502 that names nothing of the inside', async () => {
    const answer = await server.inject({ url: '/api/v1/products/public/search' });
    assert.equal(answer.statusCode, 502);
    const body = answer.json();
    assert.equal(body.statusCode, 'BAD_GATEWAY');
    assert.equal(body.message, 'Le service est momentanément injoignable.');
    assert.doesNotMatch(answer.body, /ECONNREFUSED|127\.0\.0\.1|:9\b|Error/);
  });
});
