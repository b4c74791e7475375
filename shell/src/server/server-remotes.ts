import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Prefetch } from '@immo237/shared/data';
import type { Composition, ModuleId } from '@immo237/shared/routes';
import { remoteNameOf } from '../federation/remote-names';
import { singletonPlugin } from '../federation/singleton-plugin';
import { fetchGuardPlugin } from './fetch-guard-plugin';

export interface ServerRemotesOptions {
  /** How long a remote's server entry, or one of its chunks, may take to arrive. */
  timeoutMs: number;
  /** How long a remote that failed is left alone (its routes are drawn in the browser meanwhile). */
  retryAfterMs: number;
  now?: () => number;
}

/** What the server takes from an exposed page: its component and, when it has one, its data prefetch. */
export interface ServerPage {
  component: ComponentType;
  prefetch?: Prefetch;
}

interface Loaded {
  release: string;
  page: ServerPage;
}

/**
 * The remotes' server code, loaded through Module Federation's Node runtime from the server entries the
 * composition names, and kept while the entry stays the same. A change of entry (a release, a rollback) is
 * registered again; loads of one remote are serialised, because a re-registration during a load would fetch
 * the new release's chunks for the old one. A remote that fails is not asked again before `retryAfterMs`.
 */
export function createServerRemotes(options: ServerRemotesOptions) {
  const now = options.now ?? Date.now;
  const registered = new Map<string, string>();
  // Names the runtime has seen: registering one again must replace (force) what it holds.
  const seen = new Set<string>();
  const loaded = new Map<ModuleId, Loaded>();
  const failedUntil = new Map<string, number>();
  const queues = new Map<string, Promise<unknown>>();
  let origins = new Set<string>();
  let pins = new Map<string, string>();

  const guard = fetchGuardPlugin({
    allowedOrigins: () => origins,
    integrityOf: (entry) => pins.get(entry),
    timeoutMs: options.timeoutMs,
  });
  // Global too: each remote's own runtime resolves what it consumes.
  const singletons = singletonPlugin();
  registerPlugins([guard, singletons]);
  registerGlobalPlugins([guard, singletons]);

  function serialised<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  }

  /** `release`: the entry and its pin, if any (a new pin for the same address is another release). */
  async function load(id: ModuleId, entry: string, release: string): Promise<ServerPage | null> {
    const name = remoteNameOf(id);
    const key = `${name} ${release}`;
    const hit = loaded.get(id);
    if (hit?.release === release) return hit.page;
    if ((failedUntil.get(key) ?? 0) > now()) return null;
    return serialised(name, async () => {
      const again = loaded.get(id);
      if (again?.release === release) return again.page;
      if (registered.get(name) !== release) {
        if (seen.has(name)) forgetShares(name);
        registerRemotes([{ name, entry }], { force: seen.has(name) });
        seen.add(name);
        registered.set(name, release);
        for (const [other, value] of loaded)
          if (remoteNameOf(other) === name && value.release !== release) loaded.delete(other);
      }
      try {
        const module = await withTimeout(
          loadRemote<{ default?: unknown; prefetch?: unknown }>(id),
          options.timeoutMs * 2,
          id,
        );
        const component = module?.default;
        if (typeof component !== 'function') throw new Error(`${id} has no page component`);
        const page: ServerPage = {
          component: component as ComponentType,
          ...(typeof module?.prefetch === 'function' ? { prefetch: module.prefetch as Prefetch } : {}),
        };
        loaded.set(id, { release, page });
        failedUntil.delete(key);
        return page;
      } catch (error) {
        console.warn(`[immo237] ${id} from ${entry} is drawn in the browser for now: ${String(error)}`);
        failedUntil.set(key, now() + options.retryAfterMs);
        // The next attempt registers the entry afresh (the runtime forgets a half-loaded container).
        registered.delete(name);
        return null;
      }
    });
  }

  return {
    /**
     * The pages of `ids` that the server can render now (a remote without a server entry, failing or
     * slow, is absent: its part of the page is drawn in the browser).
     */
    async pages(composition: Composition, ids: readonly ModuleId[]): Promise<Map<ModuleId, ServerPage>> {
      origins = new Set(
        Object.values(composition.remotes).flatMap((entries) =>
          entries.server ? [new URL(entries.server).origin] : [],
        ),
      );
      pins = new Map(
        Object.values(composition.remotes).flatMap((entries) =>
          entries.server && entries.serverIntegrity
            ? [[entries.server, entries.serverIntegrity] as const]
            : [],
        ),
      );
      // A remote released or rolled back since it was registered stops offering its packages to the others now,
      // not when one of its own pages is next drawn.
      await Promise.all(
        [...registered].map(([name, release]) => {
          if (releaseOf(composition, name) === release) return undefined;
          return serialised(name, async () => {
            if (registered.get(name) !== release) return;
            forgetShares(name);
            registered.delete(name);
          });
        }),
      );
      const result = new Map<ModuleId, ServerPage>();
      await Promise.all(
        ids.map(async (id) => {
          const entries = composition.remotes[remoteNameOf(id)];
          const release = releaseOf(composition, remoteNameOf(id));
          if (!entries?.server || !release) return;
          const page = await load(id, entries.server, release);
          if (page) result.set(id, page);
        }),
      );
      return result;
    },
  };
}

/** What names a remote's server release: its entry and its pin; null without a server entry. */
function releaseOf(composition: Composition, name: string): string | null {
  const entries = composition.remotes[name];
  return entries?.server ? `${entries.server} ${entries.serverIntegrity ?? ''}` : null;
}

/**
 * The packages a release of `remote` offered to the others (its shared modules) stay in the share scope after
 * another release of it replaces it. Taken from there later, even one already loaded runs in the old release's
 * chunk graph and fetches its missing chunks from the old release's address, which a rollback has taken out of
 * remotes.json: the next remote needing that package would lose its server render. Those offers are withdrawn
 * when the remote is registered again (the new release makes its own); a module already holding one keeps it.
 * The shell's own offers (the singletons) are never touched.
 */
function forgetShares(remote: string): void {
  const scopes = getInstance()?.shareScopeMap ?? {};
  for (const packages of Object.values(scopes)) {
    for (const versions of Object.values(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === remote) delete versions[version];
      }
    }
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
