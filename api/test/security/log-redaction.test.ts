// The secrets that some addresses carry never reach the API's logs.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPglite } from '../../src/lib/db.js';
import { redactUrl } from '../../src/lib/redact-url.js';

describe('tokens in addresses', () => {
  it('are masked, whatever else the address holds', () => {
    assert.equal(
      redactUrl('/reset-password?token=eyJhbGciOi.abc.def&lang=fr'),
      '/reset-password?token=[masqué]&lang=fr',
    );
    assert.equal(
      redactUrl('/api/v1/auth/auth/verify-email/eyJ.x.y?next=%2F'),
      '/api/v1/auth/auth/verify-email/[masqué]?next=%2F',
    );
    assert.equal(redactUrl('/search?query=token&page=2'), '/search?query=token&page=2');
  });

  describe('in the request logs', () => {
    const lines: string[] = [];
    let app: FastifyInstance;
    let dataDir: string;
    before(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-logs-'));
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        SEED: 'false',
        LOG_LEVEL: 'info',
      });
      // The migrated database the runner prepared once, copied (as test/helper.ts does).
      const template = process.env.API_TEST_TEMPLATE;
      if (template) cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
      const db = await openPglite(path.join(dataDir, 'pglite'));
      app = await buildApp({ config, db, logStream: { write: (line) => void lines.push(line) } });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('hold the route but not the verification token', async () => {
      const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2Vu.c2lnbmF0dXJl';
      await app.inject({ method: 'GET', url: `/api/v1/auth/auth/verify-email/${secret}` });
      await app.inject({ method: 'GET', url: `/api/v1/products/public/search?token=${secret}` });
      const log = lines.join('');
      assert.match(log, /verify-email\/\[masqué\]/);
      assert.ok(!log.includes(secret), 'the token is not in the logs');
    });
  });
});
