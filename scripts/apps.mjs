// Where each app of the composed site lives and listens. Ports and URLs can be changed from the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The five remotes: federation name, folder, default port and the variables that move them. */
export const REMOTES = /** @type {const} */ ([
  { name: 'catalog', dir: 'mf-catalog', port: 3001 },
  { name: 'auth', dir: 'mf-auth', port: 3002 },
  { name: 'profile', dir: 'mf-profile', port: 3003 },
  { name: 'content', dir: 'mf-content', port: 3004 },
  { name: 'admin', dir: 'mf-admin', port: 3005 },
]).map((remote) => ({
  ...remote,
  portVar: `${remote.name.toUpperCase()}_PORT`,
  urlVar: `REMOTE_${remote.name.toUpperCase()}_URL`,
  serverUrlVar: `REMOTE_${remote.name.toUpperCase()}_SERVER_URL`,
}));

export const SHELL = { name: 'shell', dir: 'shell', port: 3000, portVar: 'SHELL_PORT' };

/** Every app the site is composed of, the shell first. */
export const APPS = [SHELL, ...REMOTES];

/** The app kept in `dir` (its folder, e.g. mf-catalog); throws on a folder that holds none. */
export function appByDir(dir) {
  const app = APPS.find((one) => one.dir === dir);
  if (!app) throw new Error(`No app in "${dir}": expected one of ${APPS.map((one) => one.dir).join(', ')}`);
  return app;
}

export function hostFromEnv(env = process.env) {
  return env.WEB_HOST ?? '127.0.0.1';
}

export function portOf(app, env = process.env) {
  const raw = env[app.portVar];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portVar} must be a port number between 1 and 65535 (got "${raw}")`);
  }
  return port;
}

/** With PORT_BASE: the API's port, after the shell's and every remote's (base + 1 + the number of remotes). */
export function apiPortOffset(base) {
  return base + 1 + REMOTES.length;
}

export function apiUrlFromEnv(env = process.env) {
  return env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`;
}

/**
 * PORT_BASE=5100 runs a second site beside the first: shell 5100, the remotes from 5101 (5101-5105 for the five),
 * the API on the port after the last remote (5106): a remote added to REMOTES moves the API, never collides with it.
 * Sets the variables each port and URL is read from, unless they are set already; exits on a bad PORT_BASE.
 */
export function applyPortBase(env = process.env) {
  if (!env.PORT_BASE) return;
  const base = Number(env.PORT_BASE);
  if (!Number.isInteger(base) || base < 1024 || base > 65530) {
    console.error(`PORT_BASE must be a port number between 1024 and 65530 (got "${env.PORT_BASE}")`);
    process.exit(1);
  }
  const host = hostFromEnv(env);
  env.SHELL_PORT ??= String(base);
  env.API_PORT ??= String(apiPortOffset(base));
  env.PUBLIC_URL ??= `http://${host}:${base}`;
  REMOTES.forEach((remote, index) => {
    env[remote.portVar] ??= String(base + 1 + index);
    env[remote.urlVar] ??= `http://${host}:${base + 1 + index}/mf-manifest.json`;
    env[remote.serverUrlVar] ??= `http://${host}:${base + 1 + index}/server/remoteEntry.js`;
  });
}
