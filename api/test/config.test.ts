import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'immo237-config-')),
  JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
});

test('rate limits keep their defaults and scale with RATE_LIMIT_FACTOR', () => {
  const defaults = loadConfig(base()).rateLimits;
  assert.equal(defaults.login, 10);
  assert.equal(defaults.loginAccount, 10);
  const scaled = loadConfig({ ...base(), RATE_LIMIT_FACTOR: '20' }).rateLimits;
  assert.equal(scaled.login, 200);
  assert.equal(scaled.messages, 100);
  assert.equal(scaled.loginAccount, 200);
  assert.equal(scaled.windowMs, defaults.windowMs);
});

test('a RATE_LIMIT_FACTOR that would remove or break the limits is refused with a clear message', () => {
  for (const value of ['0', '-1', '2.5', 'beaucoup', '5000']) {
    assert.throws(
      () => loadConfig({ ...base(), RATE_LIMIT_FACTOR: value }),
      (error: unknown) => error instanceof ConfigError && /RATE_LIMIT_FACTOR/.test(String(error.message)),
    );
  }
});

test('per-account write budgets: defaults, USER_WRITE_FACTOR, timeouts and ADMIN_EMAILS', () => {
  const defaults = loadConfig(base());
  assert.deepEqual(defaults.rateLimits.userWrites, { listings: 20, favourites: 60, profile: 10 });
  assert.deepEqual(loadConfig({ ...base(), USER_WRITE_FACTOR: '50' }).rateLimits.userWrites, {
    listings: 1000,
    favourites: 3000,
    profile: 500,
  });
  assert.throws(() => loadConfig({ ...base(), USER_WRITE_FACTOR: '0' }), /USER_WRITE_FACTOR/);
  assert.deepEqual(defaults.timeouts, { requestMs: 120_000, headersMs: 15_000, idleMs: 120_000 });
  assert.throws(
    () => loadConfig({ ...base(), HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '1000' }),
    /HEADERS_TIMEOUT_MS/,
  );
  assert.deepEqual(loadConfig({ ...base(), ADMIN_EMAILS: ' Chef@Immo237.cm, b@c.cm ' }).adminEmails, [
    'chef@immo237.cm',
    'b@c.cm',
  ]);
  assert.throws(() => loadConfig({ ...base(), ADMIN_EMAILS: 'pas une adresse' }), /ADMIN_EMAILS/);
});

test('INSTANCE_ID and RATE_LIMIT_NAMESPACE: defaults, values kept, unsafe values refused', () => {
  const defaults = loadConfig(base());
  assert.equal(defaults.instanceId, null);
  assert.equal(defaults.rateLimitNamespace, 'immo237-rl-');
  const set = loadConfig({ ...base(), INSTANCE_ID: 'api-a', RATE_LIMIT_NAMESPACE: 'immo237:e2e-42:' });
  assert.equal(set.instanceId, 'api-a');
  assert.equal(set.rateLimitNamespace, 'immo237:e2e-42:');
  for (const [name, value] of [
    ['INSTANCE_ID', 'api a'],
    ['INSTANCE_ID', 'api-a\r\nx-evil: 1'],
    ['INSTANCE_ID', 'x'.repeat(65)],
    ['RATE_LIMIT_NAMESPACE', 'with space'],
    ['RATE_LIMIT_NAMESPACE', 'immo237-*'],
  ] as const) {
    assert.throws(
      () => loadConfig({ ...base(), [name]: value }),
      (error: unknown) => error instanceof ConfigError && String(error.message).includes(name),
      `${name}=${JSON.stringify(value)} is refused`,
    );
  }
});

test('the demo data is seeded only when asked (SEED=true): a plain start seeds nothing', () => {
  assert.equal(loadConfig(base()).seed, false);
  assert.equal(loadConfig({ ...base(), SEED: 'true' }).seed, true);
  assert.equal(loadConfig({ ...base(), SEED: '0' }).seed, false);
  assert.throws(() => loadConfig({ ...base(), SEED: 'oui' }), ConfigError);
});
