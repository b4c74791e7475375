// Starts and stops the composed production site for the e2e suite: fresh data folder, free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['catalog', 'auth', 'profile', 'content'] as const;
export type Remote = (typeof REMOTES)[number];

export interface Site {
  baseURL: string;
  apiURL: string;
  remoteOrigins: Record<Remote, string>;
  remotesFile: string;
  dataDir: string;
  process: ChildProcess;
}

export function manifestUrl(origin: string): string {
  return `${origin}/mf-manifest.json`;
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

export async function startSite(): Promise<Site> {
  const work = await mkdtemp(path.join(tmpdir(), 'immo237-e2e-'));
  const dataDir = path.join(work, 'data');
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
    JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, manifestUrl(remoteOrigins[name])]))),
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
  };
  REMOTES.forEach((name, index) => {
    env[`${name.toUpperCase()}_PORT`] = String(remotePorts[index]);
    delete env[`REMOTE_${name.toUpperCase()}_URL`];
  });
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://${host}:${shellPort}`;
  await waitFor(`${baseURL}/remotes.json`, child);
  await Promise.all(REMOTES.map((name) => waitFor(manifestUrl(remoteOrigins[name]), child)));
  return {
    baseURL,
    apiURL: `http://${host}:${apiPort}`,
    remoteOrigins,
    remotesFile,
    dataDir,
    process: child,
  };
}

export async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
