// `pnpm start`: builds whatever has not been built yet, then runs the whole composed site:
// the API (127.0.0.1:4000, seeded on first start), the shell (3000) and the four remotes (3001-3004).
// Flags: --rebuild builds every app again first; --no-api serves the five apps only, in front of an API run
// apart at API_URL (the e2e suite stops and restarts one that way; the shell's proxy answers 502 meanwhile).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL, apiPortOffset, apiUrlFromEnv, hostFromEnv, portOf, repoRoot } from './apps.mjs';
import { serveApp } from './serve-app.mjs';

// PORT_BASE=5100 runs a second site beside the first: shell 5100, the remotes from 5101 (5101-5105 for the five),
// the API on the port after the last remote (5106): a remote added to REMOTES moves the API, never collides with it.
if (process.env.PORT_BASE) {
  const base = Number(process.env.PORT_BASE);
  if (!Number.isInteger(base) || base < 1024 || base > 65530) {
    console.error(`PORT_BASE must be a port number between 1024 and 65530 (got "${process.env.PORT_BASE}")`);
    process.exit(1);
  }
  const host = hostFromEnv();
  process.env.SHELL_PORT ??= String(base);
  process.env.API_PORT ??= String(apiPortOffset(base));
  process.env.PUBLIC_URL ??= `http://${host}:${base}`;
  REMOTES.forEach((remote, index) => {
    process.env[remote.portVar] ??= String(base + 1 + index);
    process.env[remote.urlVar] ??= `http://${host}:${base + 1 + index}/mf-manifest.json`;
    process.env[remote.serverUrlVar] ??= `http://${host}:${base + 1 + index}/server/remoteEntry.js`;
  });
}

const API_DIR = path.join(repoRoot, 'api');
const API_ENTRY = path.join(API_DIR, 'dist', 'server.js');
const rebuild = process.argv.includes('--rebuild');
const withApi = !process.argv.includes('--no-api');

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function buildMissing() {
  const apps = [SHELL, ...REMOTES].map((app) => ({
    filter: app.dir,
    built: path.join(repoRoot, app.dir, 'dist'),
  }));
  apps.push({ filter: 'api', built: API_ENTRY });
  const missing = apps.filter((app) => rebuild || !existsSync(app.built));
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((app) => app.filter).join(', ')}…`);
  await run('pnpm', [...missing.flatMap((app) => ['--filter', app.filter]), 'run', 'build']);
}

async function waitForApi(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API stopped during start-up (exit code ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer on ${url}/api/health within 120 s`);
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
    await waitForApi(apiUrl, api);
  }
  for (const remote of REMOTES) servers.push(await serveApp(remote.name));
  servers.push(await serveApp('shell'));
  const host = hostFromEnv();
  console.log(`\nImmo237 is running: http://${host}:${portOf(SHELL)}`);
  for (const remote of REMOTES) console.log(`  ${remote.name.padEnd(8)} http://${host}:${portOf(remote)}`);
  console.log(`  api      ${apiUrl}  (docs: http://${host}:${portOf(SHELL)}/api/docs)\n`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
