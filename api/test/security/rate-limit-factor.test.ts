// RATE_LIMIT_FACTOR multiplies every limit per client address (a test rig or an office behind one NAT sends from one
// address): this builds the API twice, with the factor at 1 and at 7, walks every route it registers (as
// every-write-limited.test.ts does) and checks that each route's own limit (`config.rateLimit`) is seven times larger
// with the factor, its window unchanged. A limit added without going through the factor fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { app as apiPlugin } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp();
const FACTOR = 7;

interface RouteLimit {
  max: unknown;
  timeWindow: unknown;
}

/** Every route of the API built with RATE_LIMIT_FACTOR=`factor`, by `METHOD url`, with its per-address limit. */
async function routeLimits(factor: number): Promise<Map<string, RouteLimit>> {
  const { rateLimits } = loadConfig({
    DATA_DIR: ctx.dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_FACTOR: String(factor),
  });
  const routes: RouteOptions[] = [];
  const fastify = Fastify({ logger: false });
  fastify.addHook('onRoute', (route) => void routes.push(route));
  await fastify.register(fp(apiPlugin), { config: { ...ctx.config, rateLimits }, db: ctx.db });
  await fastify.ready();
  await fastify.close();
  const limits = new Map<string, RouteLimit>();
  for (const route of routes) {
    const limit = (route.config as { rateLimit?: RouteLimit } | undefined)?.rateLimit;
    if (!limit) continue;
    for (const method of [route.method].flat()) limits.set(`${method} ${route.url}`, limit);
  }
  return limits;
}

test(`RATE_LIMIT_FACTOR=${FACTOR} multiplies the limit of every route limited per client address`, async () => {
  const plain = await routeLimits(1);
  const scaled = await routeLimits(FACTOR);
  // The walk sees the limits it must: sign-in, messages, reports, the statistics' taps and views.
  for (const known of [
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/refresh',
    'POST /api/v1/agents/:slug/contact',
    'POST /api/v1/products/:id/report',
    'POST /api/v1/products/public/:id/contact-tap',
    'POST /api/v1/products/public/:id/view',
  ])
    assert.ok(plain.has(known), `${known} is among the limited routes walked`);
  assert.deepEqual([...scaled.keys()].sort(), [...plain.keys()].sort(), 'the same routes are limited');
  const unscaled: string[] = [];
  for (const [key, limit] of plain) {
    const other = scaled.get(key) as RouteLimit;
    assert.equal(typeof limit.max, 'number', `${key}: a fixed number`);
    assert.equal(other.timeWindow, limit.timeWindow, `${key}: the window is not scaled`);
    if (other.max !== (limit.max as number) * FACTOR)
      unscaled.push(`${key} (${String(limit.max)} → ${String(other.max)})`);
  }
  assert.deepEqual(unscaled, [], `limits left out of RATE_LIMIT_FACTOR: ${unscaled.join(', ')}`);
  console.log(`# ${plain.size} routes limited per address, each multiplied by ${FACTOR}`);
});
