// A JSON body nested deeper than any real request answers 400 in the API's envelope, never 500.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp();

/** `{"a":{"a":…{"a":leaf}…}}`, `depth` objects deep. */
function nested(depth: number, leaf: unknown): string {
  return `${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${'}'.repeat(depth)}`;
}

describe('deeply nested JSON bodies', () => {
  for (const [url, depth, leaf] of [
    ['/api/v1/auth/login', 33, '\u0000'],
    ['/api/v1/auth/signup', 64, 'x'],
    ['/api/v1/contact', 5_000, null],
    ['/api/v1/auth/forgot-password', 40_000, 1],
  ] as const) {
    it(`${url}: ${depth} levels → 400 VALIDATION_ERROR with a French message`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested(depth, leaf),
      });
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { statusCode: string; message: string; data: null };
      assert.equal(body.statusCode, 'VALIDATION_ERROR');
      assert.equal(body.data, null);
      assert.match(body.message, /imbriqué/);
    });
  }

  it('a normal body still goes through (and its own checks answer)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.cm', password: 'wrong-password-1' },
    });
    assert.notEqual(response.statusCode, 500);
    assert.notEqual((response.json() as { statusCode: string }).statusCode, 'VALIDATION_ERROR');
  });
});
