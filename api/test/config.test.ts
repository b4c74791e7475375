import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

test('with DATABASE_URL the JWT secret must come from the environment: refused with a clear message otherwise', () => {
  const url = 'postgres://immo237@db.example.cm:5432/immo237';
  const { DATA_DIR } = base();
  const refused = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
    assert.fail('the configuration was accepted');
  };
  for (const secret of [undefined, '']) {
    const problems = refused({ DATA_DIR, DATABASE_URL: url, JWT_SECRET: secret });
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /^JWT_SECRET must be set when DATABASE_URL is/);
    assert.match(problems[0]!, /same secret/);
  }
  // Nothing written to this machine's disk, not even on a second try.
  assert.equal(existsSync(path.join(DATA_DIR, 'jwt-secret')), false);
  // Reported together with the configuration's other problems.
  const both = refused({ DATA_DIR, DATABASE_URL: url, PORT: 'x' });
  assert.ok(
    both.some((p) => p.startsWith('PORT')) && both.some((p) => p.startsWith('JWT_SECRET must be set')),
  );
  // A secret from the environment is taken (and still checked for length).
  const secret = 'a-shared-secret-from-the-secret-store-0123456789';
  assert.equal(loadConfig({ DATA_DIR, DATABASE_URL: url, JWT_SECRET: secret }).jwtSecret, secret);
  assert.match(
    refused({ DATA_DIR, DATABASE_URL: url, JWT_SECRET: 'short' }).join('\n'),
    /at least 32 characters/,
  );
  // Without DATABASE_URL (one machine, embedded database) the secret is still made once and kept in DATA_DIR.
  const first = loadConfig({ DATA_DIR }).jwtSecret;
  assert.ok(first.length >= 32);
  assert.equal(readFileSync(path.join(DATA_DIR, 'jwt-secret'), 'utf8').trim(), first);
  assert.equal(loadConfig({ DATA_DIR }).jwtSecret, first);
});
