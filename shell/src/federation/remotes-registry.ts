import { registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Composition, RemoteEntries } from '@immo237/shared/routes';
import { fallbackPlugin } from './fallback-plugin';
import { singletonPlugin } from './singleton-plugin';
import { yieldPlugin } from './yield-plugin';
import type { RemoteName } from './remote-names';

export type RemotesMap = Record<RemoteName, RemoteEntries>;

let current: RemotesMap = {};
let ready: Promise<RemotesMap> | null = null;

/** Resolves once the remotes are registered (or could not be): loads wait for it instead of racing it. */
export function whenRemotesReady(): Promise<RemotesMap> {
  return ready ?? Promise.resolve(current);
}

/**
 * Registers the remotes of the site's composition (remotes.json as the shell's server read it, so a release or
 * a rollback of one remote is a change of that file, never a rebuild of the shell): their browser manifests.
 * A missing composition leaves the remotes unregistered: their routes show the 503 screen, the rest works.
 */
export function setupRemotes(composition: Promise<Composition>): Promise<RemotesMap> {
  ready = register(composition);
  return ready;
}

async function register(composition: Promise<Composition>): Promise<RemotesMap> {
  registerPlugins([fallbackPlugin(), yieldPlugin(), singletonPlugin()]);
  // Each remote's own runtime resolves what it consumes: it chooses its singletons the same way.
  registerGlobalPlugins([singletonPlugin()]);
  try {
    current = (await composition).remotes;
    registerRemotes(Object.entries(current).map(([name, entries]) => ({ name, entry: entries.browser })));
  } catch (error) {
    console.error('[immo237] remotes could not be registered', error);
  }
  return current;
}

/** Forgets what was loaded (or failed to load) from one remote, so the next load asks its server again. */
export function resetRemote(name: RemoteName): boolean {
  const entries = current[name];
  if (!entries) return false;
  registerRemotes([{ name, entry: entries.browser }], { force: true });
  return true;
}
