// docs/SECURITY.md claims rate limits on every write and message route: this walks every
// route the API registers and fails on a POST, PUT, PATCH or DELETE that has neither a route rate limit
// (`config.rateLimit`, per client address) nor a per-account budget hook (`app.userLimit`) among its onRequest
// hooks. A route added without one fails here, whoever adds it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { app as apiPlugin } from '../../src/app.js';
import { isRateLimitHook } from '../../src/plugins/app/user-limits.js';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp();

/** Write routes that may go without a limit, each with its reason. None today. */
const EXCEPTIONS: Record<string, string> = {};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const limited = (route: RouteOptions): boolean => {
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) return true;
  const hooks = [route.onRequest ?? []].flat();
  return hooks.some(isRateLimitHook);
};

test('every POST, PUT, PATCH and DELETE route has a rate limit or a per-account budget', async () => {
  const routes: RouteOptions[] = [];
  // The API as server.ts builds it, with a hook that sees each route as it is registered.
  const fastify = Fastify({ logger: false });
  fastify.addHook('onRoute', (route) => void routes.push(route));
  await fastify.register(fp(apiPlugin), { config: ctx.config, db: ctx.db });
  await fastify.ready();
  try {
    const writes = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => WRITES.has(method))
        .map((method) => ({ key: `${method} ${route.url}`, route })),
    );
    // The walk sees the routes it must: the listing writes, the session routes, the admin decisions.
    for (const known of [
      'POST /api/v1/products/create',
      'PUT /api/v1/products/:id',
      'POST /api/v1/auth/logout',
      'POST /api/v1/admin/users/:id/disable',
      'POST /api/v1/admin/verifications/:id/refuse',
      'DELETE /api/v1/admin/listings/:id',
    ])
      assert.ok(
        writes.some((w) => w.key === known),
        `${known} is among the routes walked`,
      );
    assert.ok(writes.length >= 30, `${writes.length} write routes walked`);
    const unlimited = writes.filter((w) => !limited(w.route) && !(w.key in EXCEPTIONS)).map((w) => w.key);
    assert.deepEqual(unlimited, [], `write routes without a rate limit: ${unlimited.join(', ')}`);
    for (const key of Object.keys(EXCEPTIONS))
      assert.ok(
        writes.some((w) => w.key === key),
        `the exception ${key} names a route that exists`,
      );
  } finally {
    await fastify.close();
  }
});
