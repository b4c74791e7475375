import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { takeRemotesMap } from './remotes-map';

export type RemotesMap = Partial<Record<RemoteName, string>>;

let current: RemotesMap = {};
let ready: Promise<RemotesMap> | null = null;

/** Resolves once remotes.json has been read (or has failed): loads wait for it instead of racing it. */
export function whenRemotesReady(): Promise<RemotesMap> {
  return ready ?? Promise.resolve(current);
}

function isRemotesMap(value: unknown): value is RemotesMap {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(
    ([name, url]) => (REMOTE_NAMES as readonly string[]).includes(name) && typeof url === 'string',
  );
}

/**
 * Learns where the remotes live from /remotes.json (served by the shell's server, so a release or a rollback
 * of one remote is a change of that file, never a rebuild of the shell) and registers them.
 * A missing or broken map leaves the remotes unregistered: their routes show the 503 screen, the rest works.
 */
export function setupRemotes(fetchMap: () => Promise<unknown> = takeRemotesMap): Promise<RemotesMap> {
  ready = register(fetchMap);
  return ready;
}

async function register(fetchMap: () => Promise<unknown>): Promise<RemotesMap> {
  registerPlugins([fallbackPlugin()]);
  try {
    const map = await fetchMap();
    if (!isRemotesMap(map)) throw new Error('remotes.json is not a map of remote names to manifest URLs');
    current = map;
    registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('[immo237] remotes could not be registered', error);
  }
  return current;
}

/** Forgets what was loaded (or failed to load) from one remote, so the next load asks its server again. */
export function resetRemote(name: RemoteName): boolean {
  const entry = current[name];
  if (!entry) return false;
  registerRemotes([{ name, entry }], { force: true });
  return true;
}
