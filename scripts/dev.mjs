// `pnpm dev`: the whole site as `pnpm start` runs it (pages drawn on the shell's server, the five remotes on their
// own origins, the API with the demo data) from development builds that are rebuilt on every change.
// - The API runs in watch mode (tsx): it restarts when its sources change.
// - Each app is built by webpack in watch mode (scripts/dev-build.mjs), browser and server bundles, into
//   .dev/<folder>/ (IMMO237_DEV_DIR moves it; the apps' dist/ stays `pnpm start`'s production build).
// - The remotes' servers serve their folder as it is; the shell's server, which keeps the server bundles it loaded,
//   starts again after every rebuild: reload the page to see the change, drawn by the server as in production.
// Ports and URLs move as with `pnpm start` (PORT_BASE, or SHELL_PORT, CATALOG_PORT…, API_URL); SEED=false starts
// the API empty; DATA_DIR is the API's data folder as always.
import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import {
  APPS,
  REMOTES,
  SHELL,
  applyPortBase,
  apiUrlFromEnv,
  hostFromEnv,
  portOf,
  repoRoot,
} from './apps.mjs';
import { serveApp } from './serve-app.mjs';
import { siteAddresses, waitFor } from './processes.mjs';

applyPortBase();
const devRoot = process.env.IMMO237_DEV_DIR
  ? path.resolve(process.env.IMMO237_DEV_DIR)
  : path.join(repoRoot, '.dev');
const devDir = (app) => path.join(devRoot, app.dir);
const apiUrl = apiUrlFromEnv();
const host = hostFromEnv();
const children = new Set();
const servers = [];
let stopping = false;

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

// The API, restarted by tsx on every change of its sources.
const api = track(
  spawn('pnpm', ['--filter', 'api', 'run', 'dev'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      SEED: process.env.SEED ?? 'true',
      // Warnings and errors only: the shell's server asks for the listings' version every second.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT: new URL(apiUrl).port || '4000',
      HOST: process.env.API_HOST ?? '127.0.0.1',
    },
  }),
);
api.once('exit', (code) => {
  if (!stopping) console.error(`[dev] The API exited (code ${code}); stopping.`);
  void stop(code ?? 1);
});

// One watching build per app; the first round of builds starts the servers, each later one restarts the shell's.
const built = new Set();
let shell = null;
let restartTimer = null;
let allBuilt;
const firstRound = new Promise((resolve) => (allBuilt = resolve));

for (const app of APPS) {
  const builder = track(
    fork(path.join(repoRoot, 'scripts', 'dev-build.mjs'), [app.dir], {
      cwd: repoRoot,
      env: { ...process.env, IMMO237_DIST: devDir(app) },
    }),
  );
  let lastHash = null;
  builder.on('message', ({ ok, ms, hash }) => {
    // A rebuild that wrote the same output (a file touched, not changed) serves nothing new: no restart.
    if (ok && hash === lastHash) return;
    console.log(
      `[dev] ${app.dir} ${ok ? `built in ${(ms / 1000).toFixed(1)} s` : 'failed to build (see above)'}`,
    );
    if (!ok) return;
    lastHash = hash;
    if (!built.has(app.name)) {
      built.add(app.name);
      if (built.size === APPS.length) allBuilt();
    } else if (shell) {
      clearTimeout(restartTimer);
      restartTimer = setTimeout(() => void restartShell(), 300);
    }
  });
  builder.once('exit', (code) => {
    if (stopping) return;
    console.error(`[dev] The build of ${app.dir} stopped (code ${code}); stopping.`);
    void stop(code ?? 1);
  });
}

function startShell() {
  const child = track(
    spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'serve-app.mjs'), 'shell', '--dist', devDir(SHELL), '--quiet'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, API_URL: apiUrl },
      },
    ),
  );
  return child;
}

async function restartShell() {
  const previous = shell;
  shell = null;
  if (previous && previous.exitCode === null) {
    await new Promise((resolve) => {
      previous.once('exit', resolve);
      previous.kill('SIGTERM');
    });
  }
  shell = startShell();
  const origin = `http://${host}:${portOf(SHELL)}`;
  await waitFor(`${origin}/remotes.json`, shell, 60_000).then(
    () => console.log(`[dev] The shell's server draws the new build: reload ${origin}`),
    (error) => console.error(`[dev] ${error.message}`),
  );
}

console.log('[dev] Building the six apps (the first round takes a minute or two)…');
await Promise.all([firstRound, waitFor(`${apiUrl}/api/health`, api, 180_000)]);
for (const remote of REMOTES) servers.push(await serveApp(remote.name, { distDir: devDir(remote) }));
shell = startShell();
const origin = `http://${host}:${portOf(SHELL)}`;
await waitFor(`${origin}/remotes.json`, shell, 60_000);
console.log(`\n[dev] Immo237 (development builds) is running: ${siteAddresses(apiUrl)}`);
console.log('[dev] Edit a file: its app is rebuilt, then reload the page.\n');
