// The composed production site on free ports and a fresh data folder, for the benchmarks (bench:web, bench:ssr).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPortOffset, repoRoot } from './apps.mjs';
import { waitFor } from './processes.mjs';

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port with the ports the site needs (shell, every remote, API) free. From 7100: below, the range
 * held 6000, one of the ports browsers and Node's fetch refuse to reach (the Fetch standard's "bad ports"). */
export async function freePortBase() {
  for (let base = 7100 + Math.floor(Math.random() * 50) * 10; base < 10_000; base += 10) {
    const offsets = Array.from({ length: apiPortOffset(0) + 1 }, (_, i) => i);
    const checks = await Promise.all(offsets.map((i) => portFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

/**
 * Starts the site (start.mjs builds what is missing; the API seeds the demo data on an empty folder).
 * `prepare(dataDir, env)` runs first, e.g. to add bulk listings. Returns the origins and a stop function.
 */
export async function startBenchSite({ name, env = {}, prepare } = {}) {
  const base = await freePortBase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `immo237-${name}-`));
  const siteEnv = { ...process.env, ...env, PORT_BASE: String(base), DATA_DIR: dataDir };
  if (prepare) await prepare(dataDir, siteEnv);
  const site = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: siteEnv,
  });
  const kill = () => {
    if (site.exitCode === null) site.kill('SIGTERM');
  };
  process.once('exit', kill);
  const origin = `http://127.0.0.1:${base}`;
  const apiOrigin = `http://127.0.0.1:${apiPortOffset(base)}`;
  const stop = async () => {
    kill();
    await new Promise((resolve) => (site.exitCode === null ? site.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiOrigin}/api/health`, site);
    await waitFor(`${origin}/remotes.json`, site);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, apiOrigin, dataDir, stop };
}
