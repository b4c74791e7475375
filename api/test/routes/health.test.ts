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

test('/api/docs documents the real answers: the data of described routes has its properties, not {}', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const data = (path: string, method: string, status: string) => {
    const schema = doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    assert.ok(schema, `${method.toUpperCase()} ${path} documents a ${status} answer`);
    const found = schema.properties?.data;
    return found?.type === 'array' ? found.items : found;
  };
  const user = data('/api/v1/user/user-profile', 'get', '200');
  for (const field of ['id', 'email', 'firstName', 'showPhone', 'emailVerified', 'createdAt'])
    assert.ok(user.properties?.[field], `the user record documents ${field}`);
  const login = data('/api/v1/auth/login', 'post', '200');
  assert.ok(login.properties?.accessToken?.properties?.token, 'login documents accessToken.token');
  const messages = doc.paths['/api/v1/user/messages'].get.responses['200'].content['application/json'].schema;
  assert.deepEqual(Object.keys(messages.properties.meta.properties).sort(), ['limit', 'page', 'total']);
  assert.ok(messages.properties.data.items.properties.productSlug, 'received messages document productSlug');
  const favourite = data('/api/v1/user/favourites', 'get', '200');
  assert.ok(favourite.properties?.media && favourite.properties?.location, 'favourites document listings');
  const stats = data('/api/v1/products/{id}/stats', 'get', '200');
  assert.ok(stats.properties?.series?.items?.properties?.views, 'stats document each day');
  // A listing's page: the listing and who published it ('Publié par'); by id: the listing alone.
  const detail = data('/api/v1/products/public/details/{slug}', 'get', '200');
  assert.ok(detail.properties?.publisher?.properties?.memberSince, 'the detail documents its publisher');
  assert.ok(detail.properties?.entry_costs && detail.properties?.media, 'the detail documents the listing');
  const byId = data('/api/v1/products/public/by-id/{id}', 'get', '200');
  assert.ok(byId.properties?.slug && !byId.properties?.publisher, 'by id: the listing without its publisher');
  const cities = data('/api/v1/locations', 'get', '200');
  assert.ok(cities.properties?.districts, 'locations document quartiers');
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
