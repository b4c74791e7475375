import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp();

test('GET /api/health answers ok with the database kind', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.statusCode, 'SUCCESS');
  assert.equal(body.data.status, 'ok');
  assert.ok(['pglite', 'postgres'].includes(body.data.database));
  assert.ok(res.headers['x-content-type-options'], 'helmet headers are set');
});

test('GET /api/docs serves the OpenAPI UI and document', async () => {
  const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  assert.ok([200, 302].includes(ui.statusCode));
  const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(doc.statusCode, 200);
  const paths = Object.keys(doc.json().paths);
  for (const p of ['/api/v1/auth/signup', '/api/v1/products/public/search', '/api/v1/products/create']) {
    assert.ok(paths.includes(p), `${p} is documented`);
  }
});

test('unknown routes answer 404 NOT_FOUND in the envelope', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().statusCode, 'NOT_FOUND');
});

test('a malformed JSON body is a 400, never a 500', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": ',
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().statusCode, 'VALIDATION_ERROR');
});
