// Past capacity the API sheds load with 503 + Retry-After (@fastify/under-pressure) instead of
// queueing, /api/health keeps answering and reports the pressure, and the API recovers by itself.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { loadConfig, PRESSURE_DEFAULTS } from '../../src/config.js';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp({
  pressure: { maxEventLoopDelayMs: 200, maxHeapUsedBytes: 0, maxRssBytes: 0, retryAfterSeconds: 3 },
});

function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // a request handler stuck on the CPU
  }
}

test('a lagging event loop gets 503 with Retry-After; health answers and reports it; then recovery', async () => {
  const search = () => ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/search?limit=2' });
  // Start from a calm process: on a busy machine the start-up itself (database, compilation) can lag the loop.
  let calm = false;
  for (let i = 0; i < 100 && !calm; i += 1) {
    calm = (await search()).statusCode === 200;
    if (!calm) await sleep(100);
  }
  assert.ok(calm, 'still shedding 10 s after start');
  blockEventLoop(2500);
  let shed;
  for (let i = 0; i < 40 && !shed; i += 1) {
    const answer = await search();
    if (answer.statusCode === 503) shed = answer;
    else await sleep(25);
  }
  assert.ok(shed, 'no 503 after a 2.5 s event-loop block');
  assert.equal(shed.headers['retry-after'], '3');
  assert.equal(shed.json().statusCode, 'SERVICE_UNAVAILABLE');
  const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.statusCode, 200);
  assert.equal(health.json().data.underPressure, true);
  assert.equal(health.json().data.status, 'under-pressure');
  let recovered = false;
  for (let i = 0; i < 60 && !recovered; i += 1) {
    await sleep(100);
    recovered = (await search()).statusCode === 200;
  }
  assert.ok(recovered, 'still shedding 6 s after the block');
  assert.equal(
    (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().data.underPressure,
    false,
  );
});

test('pressure thresholds come from the environment with sane defaults and are validated', () => {
  const base = { DATA_DIR: ctx.dataDir, JWT_SECRET: 'x'.repeat(40) };
  assert.deepEqual(loadConfig(base).pressure, PRESSURE_DEFAULTS);
  const set = loadConfig({
    ...base,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
    PRESSURE_MAX_HEAP_MB: '512',
    PRESSURE_MAX_RSS_MB: '0',
    PRESSURE_RETRY_AFTER: '10',
  }).pressure;
  assert.deepEqual(set, {
    maxEventLoopDelayMs: 250,
    maxHeapUsedBytes: 512 * 1024 * 1024,
    maxRssBytes: 0,
    retryAfterSeconds: 10,
  });
  assert.throws(() => loadConfig({ ...base, PRESSURE_MAX_RSS_MB: '-1' }), /PRESSURE_MAX_RSS_MB/);
});
