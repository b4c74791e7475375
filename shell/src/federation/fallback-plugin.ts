import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__immo237RemoteUnavailable';

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  default: () => null;
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

/**
 * When a remote's manifest, entry or module cannot be loaded, answer with a marked empty module instead of
 * throwing: the route that asked for it shows the 503 screen with a retry, and nothing else is disturbed.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[immo237] remote module ${id} is unavailable`, error);
      const module: UnavailableModule = { [UNAVAILABLE]: true, default: () => null };
      return module;
    },
  };
}
