import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  assert.deepEqual(defaults.rateLimits.userWrites, {
    listings: 20,
    favourites: 60,
    profile: 10,
    admin: 60,
    conversations: 60,
  });
  const scaled = loadConfig({ ...base(), USER_WRITE_FACTOR: '50' }).rateLimits;
  assert.deepEqual(scaled.userWrites, {
    listings: 1000,
    favourites: 3000,
    profile: 500,
    admin: 3000,
    conversations: 3000,
  });
  assert.equal(defaults.rateLimits.conversationsPerHour, 20);
  assert.equal(defaults.rateLimits.conversationMessagesPerHour, 120);
  assert.equal(scaled.conversationsPerHour, 1000);
  const asked = loadConfig({ ...base(), CONVERSATIONS_PER_HOUR: '5', CONVERSATION_MESSAGES_PER_HOUR: '40' });
  assert.equal(asked.rateLimits.conversationsPerHour, 5);
  assert.equal(asked.rateLimits.conversationMessagesPerHour, 40);
  assert.throws(() => loadConfig({ ...base(), CONVERSATIONS_PER_HOUR: 'many' }), /CONVERSATIONS_PER_HOUR/);
  assert.throws(() => loadConfig({ ...base(), USER_WRITE_FACTOR: '0' }), /USER_WRITE_FACTOR/);
  assert.deepEqual(defaults.timeouts, {
    requestMs: 120_000,
    headersMs: 15_000,
    idleMs: 120_000,
    keepAliveMs: 65_000,
  });
  assert.equal(loadConfig({ ...base(), KEEP_ALIVE_TIMEOUT_MS: '75000' }).timeouts?.keepAliveMs, 75_000);
  assert.throws(() => loadConfig({ ...base(), KEEP_ALIVE_TIMEOUT_MS: 'soon' }), /KEEP_ALIVE_TIMEOUT_MS/);
  assert.throws(
    () => loadConfig({ ...base(), HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '1000' }),
    /HEADERS_TIMEOUT_MS/,
  );
  assert.deepEqual(loadConfig({ ...base(), ADMIN_EMAILS: ' Chef@Immo237.cm, b@c.cm ' }).adminEmails, [
    'chef@immo237.cm',
    'b@c.cm',
  ]);
  assert.throws(() => loadConfig({ ...base(), ADMIN_EMAILS: 'pas une adresse' }), /ADMIN_EMAILS/);
  assert.equal(loadConfig(base()).searchAnswerCacheBytes, 16 * 1024 * 1024);
  assert.equal(loadConfig({ ...base(), SEARCH_ANSWERS_MB: '0' }).searchAnswerCacheBytes, 0);
  assert.equal(loadConfig({ ...base(), SEARCH_ANSWERS_MB: '64' }).searchAnswerCacheBytes, 64 * 1024 * 1024);
  assert.throws(() => loadConfig({ ...base(), SEARCH_ANSWERS_MB: '-1' }), /SEARCH_ANSWERS_MB/);
  assert.throws(() => loadConfig({ ...base(), SEARCH_ANSWERS_MB: '2048' }), /SEARCH_ANSWERS_MB/);
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

test('object storage (S3_*): off by default, parsed when S3_BUCKET is set, every mistake named', () => {
  assert.equal(loadConfig(base()).s3, null);
  const s3 = {
    S3_BUCKET: 'immo237-photos',
    S3_PUBLIC_URL: 'https://photos.immo237.cm/',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_REGION: 'eu-west-3',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret-key-example',
  };
  assert.deepEqual(loadConfig({ ...base(), ...s3 }).s3, {
    endpoint: 'http://127.0.0.1:9000',
    region: 'eu-west-3',
    bucket: 'immo237-photos',
    privateBucket: null,
    publicUrl: 'https://photos.immo237.cm',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-key-example' },
  });
  // AWS itself: no endpoint, the default region, credentials left to the SDK (an instance role).
  assert.deepEqual(
    loadConfig({ ...base(), S3_BUCKET: 'immo237-photos', S3_PUBLIC_URL: 'https://cdn.example.cm/photos' }).s3,
    {
      endpoint: null,
      region: 'us-east-1',
      bucket: 'immo237-photos',
      privateBucket: null,
      publicUrl: 'https://cdn.example.cm/photos',
      forcePathStyle: false,
      credentials: null,
    },
  );
  assert.equal(
    loadConfig({ ...base(), ...s3, S3_PRIVATE_BUCKET: 'immo237-private' }).s3?.privateBucket,
    'immo237-private',
  );

  const refused = (env: Record<string, string>, ...expected: RegExp[]) => {
    assert.throws(
      () => loadConfig({ ...base(), ...env }),
      (error: unknown) =>
        error instanceof ConfigError && expected.every((re) => error.problems.some((p) => re.test(p))),
      JSON.stringify(env),
    );
  };
  const { S3_PUBLIC_URL: _url, ...withoutPublicUrl } = s3;
  refused(withoutPublicUrl, /^S3_PUBLIC_URL is required with S3_BUCKET/);
  refused({ ...s3, S3_PUBLIC_URL: 'photos.immo237.cm' }, /^S3_PUBLIC_URL must be an http\(s\) URL/);
  refused({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.cm/?sig=1' }, /^S3_PUBLIC_URL must be/);
  refused({ ...s3, S3_BUCKET: 'Immo237_Photos' }, /^S3_BUCKET must be a bucket name/);
  refused({ ...s3, S3_PRIVATE_BUCKET: 'immo237-photos' }, /^S3_PRIVATE_BUCKET must differ from S3_BUCKET/);
  refused({ ...s3, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an http\(s\) URL/);
  refused({ ...s3, S3_REGION: 'Europe (Paris)' }, /^S3_REGION must be a region name/);
  refused({ ...s3, S3_FORCE_PATH_STYLE: 'oui' }, /^S3_FORCE_PATH_STYLE must be true or false/);
  refused({ ...s3, AWS_SECRET_ACCESS_KEY: '' }, /^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/);
  // Settings of object storage without its bucket are a mistake, not a silent fall back to the disk.
  refused(
    { S3_PUBLIC_URL: 'https://photos.immo237.cm', S3_ENDPOINT: 'http://127.0.0.1:9000' },
    /^S3_ENDPOINT, S3_PUBLIC_URL set without S3_BUCKET/,
  );
  // Every problem at once, each with its variable.
  assert.throws(
    () => loadConfig({ ...base(), S3_BUCKET: 'x', S3_FORCE_PATH_STYLE: 'peut-être' }),
    (error: unknown) =>
      error instanceof ConfigError &&
      ['S3_BUCKET', 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE'].every((name) =>
        error.problems.some((p) => p.startsWith(name)),
      ),
  );
});

test('TEST_CLOCK_FILE (the e2e site only) moves the clock by the seconds in that file; none: the real time', () => {
  assert.equal(loadConfig(base()).clock, undefined, 'the real clock by default');
  const env = base();
  const file = path.join(env.DATA_DIR, 'clock');
  const clock = loadConfig({ ...env, TEST_CLOCK_FILE: file }).clock!;
  const near = (date: Date, ms: number) => Math.abs(date.getTime() - ms) < 5_000;
  assert.ok(near(clock(), Date.now()), 'no file yet: the real time');
  writeFileSync(file, '7200\n');
  assert.ok(near(clock(), Date.now() + 7_200_000), 'two hours later');
  writeFileSync(file, 'demain');
  assert.ok(near(clock(), Date.now()), 'no number: the real time');
});
