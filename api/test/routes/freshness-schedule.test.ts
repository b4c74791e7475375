// The periodic work runs by itself every JOBS_INTERVAL_S seconds (1 here), at the app's clock,
// and stops with the app. The clock is moved, never waited for; the test waits on the mail, not on a fixed time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { createListing, outbox, setupTestApp, signedIn } from '../helper.js';

let clock = Date.now();
const ctx = setupTestApp({ jobsIntervalS: 1, clock: () => new Date(clock) });

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

test('JOBS_INTERVAL_S: the reminder goes out by itself once the clock passes 30 days', async () => {
  const owner = await signedIn(ctx.app);
  const name = `Chambre à Ngoa-Ekellé ${Date.now()}`;
  await createListing(ctx.app, owner.auth, { name, is_for_sale: false, price: 35_000 });
  const reminded = () =>
    outbox(ctx.dataDir).some((m) => m.includes(name) && /est-elle toujours disponible/.test(m));
  clock = Date.now() + 31 * 24 * 3600 * 1000;
  assert.ok(await waitFor(reminded), 'a scheduled round sent the reminder');
});

test('JOBS_INTERVAL_S is read and checked; hourly by default', () => {
  const base = { DATA_DIR: ctx.dataDir, JWT_SECRET: 'x'.repeat(40) };
  assert.equal(loadConfig(base).jobsIntervalS, 3600);
  assert.equal(loadConfig({ ...base, JOBS_INTERVAL_S: '0' }).jobsIntervalS, 0);
  assert.equal(loadConfig({ ...base, JOBS_INTERVAL_S: '15' }).jobsIntervalS, 15);
  assert.throws(() => loadConfig({ ...base, JOBS_INTERVAL_S: 'souvent' }), /JOBS_INTERVAL_S/);
});
