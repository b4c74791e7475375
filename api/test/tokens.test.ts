import assert from 'node:assert/strict';
import test from 'node:test';
import { signJwt, verifyJwt } from '../src/lib/tokens.js';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');

test('two access tokens for the same user signed in the same second differ, and both verify', async () => {
  const [first, second] = await Promise.all([
    signJwt(secret, 'access', {}, 900, 'user-1'),
    signJwt(secret, 'access', {}, 900, 'user-1'),
  ]);
  assert.notEqual(first, second);
  for (const token of [first, second]) {
    const result = await verifyJwt(secret, 'access', token);
    assert.equal(result.ok, true);
    if (result.ok) assert.equal(typeof result.payload.jti, 'string');
  }
});
