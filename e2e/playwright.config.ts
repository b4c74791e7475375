import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

// The composed production build (shell + 4 remotes + API on a fresh data folder and free ports) is started by
// support/global-setup.ts; tests get its address through the `baseURL` fixture of support/fixtures.ts.
// One output folder per run (workers inherit the id): Playwright empties its output folder when a run starts,
// so two runs side by side must not share one.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The site's service worker would answer requests that a test holds or routes (page.route never sees what a
    // worker fetches): it is off, except in the specs about it (tests/offline.spec.ts).
    serviceWorkers: 'block',
  },
});
