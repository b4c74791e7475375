import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** Newest first, by major, minor and patch. */
function newestFirst(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i += 1) {
    const difference = (y?.[i] ?? 0) - (x?.[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whom a singleton goes to while no copy of it runs yet. Module Federation then takes the newest copy any app
 * offered, even one the asking app's build cannot take: a remote released against another major of a singleton
 * (the session's store, the i18n instance, the toaster) would have its copy handed to the shell, and the whole
 * page would fail instead of that remote alone. This takes, among the copies offered, the newest one the asking
 * app accepts. Once a copy runs, it stays the only one: an app that cannot take it fails to load (its routes show
 * the status screen), as Module Federation decides.
 */
export function singletonPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-singleton-choice',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!shareInfo.shareConfig?.singleton || typeof required !== 'string') return args;
      const offered = shareScopeMap[scope]?.[pkgName] ?? {};
      if (version && satisfy(version, required)) return args;
      const running = Object.values(offered).some((copy) => copy.loaded || copy.loading || copy.lib);
      if (running) return args;
      const fitting = Object.keys(offered)
        .filter((candidate) => satisfy(candidate, required))
        .sort(newestFirst)[0];
      const shared = fitting ? offered[fitting] : undefined;
      if (!fitting || !shared) return args;
      return { ...args, version: fitting, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
