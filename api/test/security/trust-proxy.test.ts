// Behind a load balancer (TRUST_PROXY), each visitor keeps their own per-address counters;
// a client that is not a trusted proxy cannot choose its address with X-Forwarded-For.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, ConfigError } from '../../src/config.js';
import { parseTrustProxy } from '../../src/lib/trust-proxy.js';
import { setupTestApp, uniqueEmail } from '../helper.js';

const BALANCER = '10.0.4.2';
const ctx = setupTestApp({
  trustProxy: ['loopback', '10.0.0.0/8'],
  rateLimits: { login: 3, signup: 100, reset: 100, messages: 100, windowMs: 60_000 },
});
const login = (from: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: from,
    payload: { email: uniqueEmail(), password: 'Mauvais-mot-2-passe' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('keys the login limit on the visitor the balancer names, not on the balancer', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await login(BALANCER, '203.0.113.20')).statusCode, 401);
    assert.equal((await login(BALANCER, '203.0.113.20')).statusCode, 429);
    // Another visitor through the same balancer is not locked out by the first one's failures.
    assert.equal((await login(BALANCER, '203.0.113.21')).statusCode, 401);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    for (let i = 0; i < 3; i++)
      assert.equal((await login('198.51.100.9', `192.0.2.${i + 1}`)).statusCode, 401);
    // A new forged address each time did not reset the counter: it is the sender's own.
    assert.equal((await login('198.51.100.9', '192.0.2.99')).statusCode, 429);
  });

  it('accepts addresses, CIDR ranges and proxy-addr names, and refuses anything else with a clear message', () => {
    assert.deepEqual(parseTrustProxy(' 10.0.0.0/8, 192.168.1.4 ,loopback,fd00::/8'), {
      list: ['10.0.0.0/8', '192.168.1.4', 'loopback', 'fd00::/8'],
    });
    assert.deepEqual(parseTrustProxy(undefined), { list: ['loopback'] });
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/9', 'balancer.internal', '::1/129', ' , ']) {
      assert.ok('problems' in parseTrustProxy(bad), bad);
    }
    assert.throws(
      () => loadConfig({ TRUST_PROXY: '10.0.0.0/8,true', JWT_SECRET: 'x'.repeat(48), DATA_DIR: ctx.dataDir }),
      (error: unknown) => error instanceof ConfigError && /TRUST_PROXY: "true"/.test(error.message),
    );
  });
});
