import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Manifests the start-up script (shell/public/boot.js) asked for before the application ran, by address. */
export const EARLY_MANIFESTS = '__immo237Manifests';

type EarlyManifests = Record<string, Promise<Response> | undefined>;

function earlyManifests(): EarlyManifests | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyManifests | undefined>)[EARLY_MANIFESTS];
}

/**
 * The page's remote manifest, asked for by the start-up script beside the shell's own scripts (it also preloads
 * the entry and the page's chunks the manifest names), is handed to the federation runtime instead of being asked
 * for again: one round trip less before the page's code. Used once: a retry after a failure asks the remote's
 * server again, and so does a failed early answer.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-early-manifest',
    fetch(url, init) {
      const manifests = earlyManifests();
      const early = manifests?.[url];
      if (!manifests || !early) return undefined;
      delete manifests[url];
      return early.then(
        (response) => (response.ok ? response : fetch(url, init)),
        () => fetch(url, init),
      );
    },
  };
}
