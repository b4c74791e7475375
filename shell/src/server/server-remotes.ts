import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Prefetch } from '@immo237/shared/data';
import type { Composition, ModuleId } from '@immo237/shared/routes';
import { remoteNameOf } from '../federation/remote-names';
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
  entry: string;
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

  const guard = fetchGuardPlugin({ allowedOrigins: () => origins, timeoutMs: options.timeoutMs });
  registerPlugins([guard]);
  registerGlobalPlugins([guard]);

  function serialised<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  }

  async function load(id: ModuleId, entry: string): Promise<ServerPage | null> {
    const name = remoteNameOf(id);
    const key = `${name} ${entry}`;
    const hit = loaded.get(id);
    if (hit?.entry === entry) return hit.page;
    if ((failedUntil.get(key) ?? 0) > now()) return null;
    return serialised(name, async () => {
      const again = loaded.get(id);
      if (again?.entry === entry) return again.page;
      if (registered.get(name) !== entry) {
        registerRemotes([{ name, entry }], { force: seen.has(name) });
        seen.add(name);
        registered.set(name, entry);
        for (const [other, value] of loaded)
          if (remoteNameOf(other) === name && value.entry !== entry) loaded.delete(other);
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
        loaded.set(id, { entry, page });
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
      const result = new Map<ModuleId, ServerPage>();
      await Promise.all(
        ids.map(async (id) => {
          const entry = composition.remotes[remoteNameOf(id)]?.server;
          if (!entry) return;
          const page = await load(id, entry);
          if (page) result.set(id, page);
        }),
      );
      return result;
    },
  };
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
