// INSTANCE_ID names the process in an `x-served-by` header on every answer (errors and limits included), and
// RATE_LIMIT_NAMESPACE prefixes the rate-limit keys in Redis (checked when TEST_REDIS_URL names a Redis server).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { setupTestApp } from '../helper.js';

const redisUrl = process.env.TEST_REDIS_URL;
const namespace = `immo237-test-${randomBytes(6).toString('hex')}:`;
const ctx = setupTestApp({
  instanceId: 'api-b',
  rateLimits: { login: 2, signup: 2, reset: 2, messages: 2, windowMs: 60_000 },
  ...(redisUrl ? { redisUrl, rateLimitNamespace: namespace } : {}),
});

test('every answer names the process that served it: success, 404, 400 and 429', async () => {
  const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.statusCode, 200);
  assert.equal(health.headers['x-served-by'], 'api-b');
  const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['x-served-by'], 'api-b');
  const invalid = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
  assert.equal(invalid.statusCode, 400);
  assert.equal(invalid.headers['x-served-by'], 'api-b');
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: `instance.${i}@example.cm` },
    });
    statuses.push(res.statusCode);
    assert.equal(res.headers['x-served-by'], 'api-b');
  }
  assert.deepEqual(statuses, [200, 200, 429]);
});

test(
  'with Redis, the rate-limit counters live under RATE_LIMIT_NAMESPACE only',
  { skip: redisUrl ? false : 'TEST_REDIS_URL is not set (no Redis server to check against)' },
  async () => {
    const redis = new Redis(redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const keys = await redis.keys(`${namespace}*`);
      assert.ok(
        keys.some((key) => key.startsWith(`${namespace}POST/api/v1/auth/forgot-password-`)),
        `the forgot-password counter is under the namespace (found: ${keys.join(', ')})`,
      );
      const count = Number(await redis.get(keys.find((key) => key.includes('forgot-password')) as string));
      assert.equal(count, 3, 'the three attempts of the previous test were counted in Redis');
    } finally {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  },
);
