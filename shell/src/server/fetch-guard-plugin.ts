import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Node's own require, not the bundle's: a remote's server entry is CommonJS code evaluated here.
declare const __non_webpack_require__: NodeJS.Require;

export interface FetchGuardOptions {
  /** Origins server code may come from: those of the server entries named in remotes.json. */
  allowedOrigins: () => ReadonlySet<string>;
  timeoutMs: number;
}

async function guardedFetch(url: string, init: RequestInit | undefined, options: FetchGuardOptions) {
  const { origin } = new URL(url);
  if (!options.allowedOrigins().has(origin)) {
    throw new Error(`${url}: server code is only loaded from the origins of remotes.json`);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(url, { ...init, signal });
  // A 404 page must never be run as code.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Module Federation's Node loader fetches a remote's entry with no timeout, no status check and no limit on where
 * from. This plugin does it instead: only from the map's origins, within `timeoutMs`, only a 2xx answer; chunks
 * likewise (the Node runtime plugin asks the `fetch` hook for them, from the remote's own runtime: the plugin is
 * registered globally).
 */
export function fetchGuardPlugin(options: FetchGuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-server-fetch-guard',
    fetch(url: string, init?: RequestInit) {
      return guardedFetch(url, init, options);
    },
    async loadEntry({ remoteInfo }) {
      const url = new URL(remoteInfo.entry);
      const code = await (await guardedFetch(url.href, undefined, options)).text();
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: url.href,
      }).runInThisContext() as (...args: unknown[]) => void;
      const module = { exports: {} as Record<string, unknown> };
      const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
      run(module.exports, module, __non_webpack_require__, dir, url.pathname);
      // Not kept in a global: two releases of one remote would share it.
      return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
    },
  };
}
