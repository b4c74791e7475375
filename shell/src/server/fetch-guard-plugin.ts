import { createHash } from 'node:crypto';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Node's own require, not the bundle's: a remote's server entry is CommonJS code evaluated here.
declare const __non_webpack_require__: NodeJS.Require;

export interface FetchGuardOptions {
  /** Origins server code may come from: those of the server entries named in remotes.json. */
  allowedOrigins: () => ReadonlySet<string>;
  /** The pin of a server entry ("sha256-<base64>" of its content), when remotes.json gives one. */
  integrityOf?: (entry: string) => string | undefined;
  timeoutMs: number;
}

async function guardedFetch(url: string, init: RequestInit | undefined, options: FetchGuardOptions) {
  const { origin } = new URL(url);
  if (!options.allowedOrigins().has(origin)) {
    throw new Error(`${url}: server code is only loaded from the origins of remotes.json`);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  // A redirect would take the code from wherever the answer says: refused, like any other origin.
  const response = await fetch(url, { ...init, signal, redirect: 'error' });
  // A 404 page must never be run as code.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** The content's pin as subresource integrity writes it: "sha256-" and the base64 of its SHA-256. */
export function integrityOf(content: Uint8Array): string {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/**
 * Module Federation's Node loader fetches a remote's entry with no timeout, no status check and no limit on where
 * from. This plugin does it instead: only from the map's origins, no redirect, within `timeoutMs`, only a 2xx
 * answer, and an entry pinned in remotes.json only with that exact content; chunks likewise, pins aside (the Node
 * runtime plugin asks the `fetch` hook for them, from the remote's own runtime: the plugin is registered globally).
 */
export function fetchGuardPlugin(options: FetchGuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-server-fetch-guard',
    fetch(url: string, init?: RequestInit) {
      return guardedFetch(url, init, options);
    },
    async loadEntry({ remoteInfo }) {
      const url = new URL(remoteInfo.entry);
      const bytes = new Uint8Array(await (await guardedFetch(url.href, undefined, options)).arrayBuffer());
      const pinned = options.integrityOf?.(url.href);
      if (pinned && integrityOf(bytes) !== pinned) {
        throw new Error(`${url.href}: its content is not the one remotes.json pins (${pinned})`);
      }
      const code = new TextDecoder().decode(bytes);
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
