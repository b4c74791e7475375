// `pnpm start`: builds whatever has not been built yet, then runs the whole composed site:
// the API (127.0.0.1:4000, seeded on first start), the shell (3000) and the five remotes (3001-3005).
// Flags: --rebuild builds every app again first; --no-api serves the five apps only, in front of an API run
// apart at API_URL (the e2e suite stops and restarts one that way; the shell's proxy answers 502 meanwhile).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, applyPortBase, apiUrlFromEnv, repoRoot } from './apps.mjs';
import { serveApp } from './serve-app.mjs';
import { run, siteAddresses, waitFor } from './processes.mjs';

applyPortBase();

const API_DIR = path.join(repoRoot, 'api');
const API_ENTRY = path.join(API_DIR, 'dist', 'server.js');
const rebuild = process.argv.includes('--rebuild');
const withApi = !process.argv.includes('--no-api');

async function buildMissing() {
  const apps = APPS.map((app) => ({
    filter: app.dir,
    built: path.join(repoRoot, app.dir, 'dist'),
  }));
  apps.push({ filter: 'api', built: API_ENTRY });
  const missing = apps.filter((app) => rebuild || !existsSync(app.built));
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((app) => app.filter).join(', ')}…`);
  await run('pnpm', [...missing.flatMap((app) => ['--filter', app.filter]), 'run', 'build']);
}

async function main() {
  await buildMissing();
  const apiUrl = apiUrlFromEnv();
  const apiPort = new URL(apiUrl).port || '4000';
  const api = withApi
    ? spawn(process.execPath, [API_ENTRY], {
        cwd: API_DIR,
        stdio: 'inherit',
        // `pnpm start` is the demo: it asks for the seeded listings and account (SEED=false to start empty).
        env: {
          ...process.env,
          SEED: process.env.SEED ?? 'true',
          PORT: apiPort,
          HOST: process.env.API_HOST ?? '127.0.0.1',
        },
      })
    : null;
  const servers = [];
  const stop = async (code = 0) => {
    await Promise.allSettled(servers.map((server) => server.close()));
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    process.exit(code);
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  if (api) {
    api.once('exit', (code) => {
      if (servers.length) console.error(`The API exited (code ${code}); stopping the site.`);
      void stop(code ?? 1);
    });
    await waitFor(`${apiUrl}/api/health`, api, 120_000);
  }
  for (const remote of REMOTES) servers.push(await serveApp(remote.name));
  servers.push(await serveApp('shell'));
  console.log(`\nImmo237 is running: ${siteAddresses(apiUrl)}\n`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
