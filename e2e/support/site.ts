// Starts and stops the composed production site for the e2e suite: fresh data folder, free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { REMOTES as REMOTE_APPS } from '../../scripts/apps.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The remotes' federation names, from the site's one list of apps. */
export const REMOTES = REMOTE_APPS.map((remote) => remote.name);

/** The e2e site's administrator (ADMIN_EMAILS): the account becomes ADMIN when it signs in. */
export const ADMIN_EMAIL = 'admin-e2e@example.cm';
export type Remote = (typeof REMOTES)[number];

/** What the tests know of the running site (passed to them in E2E_SITE). */
export interface SiteInfo {
  baseURL: string;
  apiURL: string;
  remoteOrigins: Record<Remote, string>;
  remotesFile: string;
  dataDir: string;
  /** The API's TEST_CLOCK_FILE: seconds written there move the site's clock forward (support/site-clock.ts). */
  clockFile: string;
}

export interface Site extends SiteInfo {
  process: ChildProcess;
  /** The API as a process of its own, for a site started with `{ separateApi: true }`. */
  api?: ApiProcess;
}

/** An API process the test can really stop and start again (same port, same DATA_DIR). */
export interface ApiProcess {
  /** SIGTERM, then waits for the process to exit (the API closes its database on the way out). */
  stop(): Promise<void>;
  /** Starts it again and waits until /api/health answers. */
  start(): Promise<void>;
}

export function manifestUrl(origin: string): string {
  return `${origin}/mf-manifest.json`;
}

/** A remote's entries in remotes.json: its browser manifest and its server entry (server render). */
export function remoteEntries(origin: string): { browser: string; server: string } {
  return { browser: manifestUrl(origin), server: `${origin}/server/remoteEntry.js` };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site stopped while starting (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function apiProcess(env: NodeJS.ProcessEnv, apiURL: string): ApiProcess {
  let child: ChildProcess | null = null;
  return {
    async start() {
      if (child && child.exitCode === null) return;
      child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
        cwd: path.join(repoRoot, 'api'),
        env: { SEED: 'true', ...env, PORT: new URL(apiURL).port, HOST: new URL(apiURL).hostname },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitFor(`${apiURL}/api/health`, child);
    },
    async stop() {
      if (child) await stopSite(child);
    },
  };
}

/**
 * `separateApi`: the API runs as a process of its own (`site.api`) and the apps are served in front of it
 * (`start.mjs --no-api`), so that a test can stop the API for real without the site stopping with it.
 */
export async function startSite(options: { separateApi?: boolean } = {}): Promise<Site> {
  const work = await mkdtemp(path.join(tmpdir(), 'immo237-e2e-'));
  const dataDir = path.join(work, 'data');
  const clockFile = path.join(work, 'clock');
  const host = '127.0.0.1';
  const [shellPort, apiPort, ...remotePorts] = await Promise.all(
    Array.from({ length: 2 + REMOTES.length }, () => getPort({ host })),
  );
  const remoteOrigins = Object.fromEntries(
    REMOTES.map((name, index) => [name, `http://${host}:${remotePorts[index]}`]),
  ) as Record<Remote, string>;
  const remotesFile = path.join(work, 'remotes.json');
  await writeFile(
    remotesFile,
    JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, remoteEntries(remoteOrigins[name])]))),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SHELL_PORT: String(shellPort),
    API_PORT: String(apiPort),
    REMOTES_FILE: remotesFile,
    PUBLIC_URL: `http://${host}:${shellPort}`,
    CORS_ORIGINS: `http://${host}:${shellPort}`,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every journey signs in from 127.0.0.1; the limits themselves are proven by the API suite.
    RATE_LIMIT_FACTOR: '20',
    // The same for the shell's renders of pages not in the cache (a journey's pages all come from 127.0.0.1); that
    // limit is proven by shell/server/__tests__/page-serving.test.mjs.
    SSR_RENDERS_PER_MINUTE: '6000',
    // Map tiles from a local port nothing listens on: no test reaches the internet, and the maps are tested as
    // they behave when tiles cannot be loaded.
    MAP_TILES_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    // Saved-search alerts every 2 seconds (300 by default): the alerts journey waits on the mail, not on a timer.
    ALERTS_INTERVAL_S: '2',
    // Mails about unread messages looked for every second, once a discussion is quiet for 3 (60 and 120 by default).
    MESSAGE_MAILS_INTERVAL_S: '1',
    MESSAGE_MAIL_QUIET_S: '3',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Reports of accounts count from their first day here (7 days by default); their address must still be confirmed.
    REPORTS_MIN_ACCOUNT_AGE_DAYS: '0',
    // The API's clock: the real time, moved forward by the seconds a journey writes there (a visit's slot over).
    TEST_CLOCK_FILE: clockFile,
  };
  REMOTES.forEach((name, index) => {
    env[`${name.toUpperCase()}_PORT`] = String(remotePorts[index]);
    delete env[`REMOTE_${name.toUpperCase()}_URL`];
    delete env[`REMOTE_${name.toUpperCase()}_SERVER_URL`];
  });
  const apiURL = `http://${host}:${apiPort}`;
  const api = options.separateApi ? apiProcess(env, apiURL) : undefined;
  await api?.start();
  const startArgs = api ? ['--no-api'] : [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), ...startArgs], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://${host}:${shellPort}`;
  await waitFor(`${baseURL}/remotes.json`, child);
  await Promise.all(REMOTES.map((name) => waitFor(manifestUrl(remoteOrigins[name]), child)));
  return {
    baseURL,
    apiURL,
    remoteOrigins,
    remotesFile,
    dataDir,
    clockFile,
    process: child,
    api,
  };
}

export async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
