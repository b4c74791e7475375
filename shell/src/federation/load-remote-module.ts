import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isUnavailable } from './fallback-plugin';
import { remoteNameOf, type RemoteModuleId } from './remote-names';
import { resetRemote, whenRemotesReady } from './remotes-registry';

export interface PageModule {
  default: ComponentType;
}

export class RemoteUnavailableError extends Error {
  constructor(readonly id: RemoteModuleId) {
    super(`The remote module ${id} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

let retryDelaysMs: readonly number[] = [300, 1200];

/** Pauses between attempts; tests shorten them. */
export function setRetryDelays(delays: readonly number[]): void {
  retryDelaysMs = delays;
}
const inFlight = new Map<RemoteModuleId, Promise<PageModule>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetry(id: RemoteModuleId): Promise<PageModule> {
  await whenRemotesReady();
  for (let attempt = 0; ; attempt += 1) {
    const module = await loadRemote<PageModule>(id).catch(() => null);
    if (module && !isUnavailable(module) && typeof module.default === 'function') return module;
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) throw new RemoteUnavailableError(id);
    // A transient failure (a deploy in progress, a dropped mobile connection): ask the server again.
    resetRemote(remoteNameOf(id));
    await wait(delay);
  }
}

/**
 * Loads an exposed page once; a preload (on hover, focus or touch of a link) and the route itself share the
 * same request. A failure is forgotten, so a retry asks the remote's server again.
 */
export function loadRemoteModule(id: RemoteModuleId): Promise<PageModule> {
  const known = inFlight.get(id);
  if (known) return known;
  const promise = loadWithRetry(id);
  inFlight.set(id, promise);
  promise.catch(() => inFlight.delete(id));
  return promise;
}

/** Starts loading a page's code ahead of the navigation, ignoring failures (the route will show them). */
export function preloadRemoteModule(id: RemoteModuleId): void {
  loadRemoteModule(id).catch(() => undefined);
}

/**
 * At start-up: loads the first page's module, and asks the runtime to fetch that expose's chunks at the same time
 * as the remote's entry (from the remote's manifest) instead of after it: one round trip less before the page.
 */
export function preloadStartupModule(id: RemoteModuleId): void {
  const name = remoteNameOf(id);
  const expose = id.slice(name.length + 1);
  void whenRemotesReady()
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: [expose], resourceCategory: 'sync' }]))
    .catch(() => undefined);
  preloadRemoteModule(id);
}

export function forgetRemoteModule(id: RemoteModuleId): void {
  inFlight.delete(id);
  resetRemote(remoteNameOf(id));
}
