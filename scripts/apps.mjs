// Where each app of the composed site lives and listens. Ports and URLs can be changed from the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The five remotes: federation name, folder, default port and the variables that move them. */
export const REMOTES = [
  { name: 'catalog', dir: 'mf-catalog', port: 3001 },
  { name: 'auth', dir: 'mf-auth', port: 3002 },
  { name: 'profile', dir: 'mf-profile', port: 3003 },
  { name: 'content', dir: 'mf-content', port: 3004 },
  { name: 'admin', dir: 'mf-admin', port: 3005 },
].map((remote) => ({
  ...remote,
  portVar: `${remote.name.toUpperCase()}_PORT`,
  urlVar: `REMOTE_${remote.name.toUpperCase()}_URL`,
  serverUrlVar: `REMOTE_${remote.name.toUpperCase()}_SERVER_URL`,
}));

export const SHELL = { name: 'shell', dir: 'shell', port: 3000, portVar: 'SHELL_PORT' };

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
