// The one list of modules shared as singletons by the shell and every remote.
// Each build imports this list, so the host and the remotes always agree on it: one React, one router,
// one auth store, one i18n instance, one toaster at run time, whoever loads first.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router-dom only: both names are aliased to one tree-shaken module (build/react-router-subset.mjs).
  'react-router-dom',
  'styled-components',
  'zustand',
  'i18next',
  'react-i18next',
  'react-hot-toast',
  'axios',
  // One query cache per page in the browser, one per request on the server (@immo237/shared/data).
  '@tanstack/react-query',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function versionOf(pkg, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const pkgJsonPath = require.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(pkgJsonPath, 'utf8')).version;
}

/** Subpaths of @immo237/shared that run in the browser: each is shared so the store, i18n and toasts are single. */
export function sharedPackageEntries() {
  const pkg = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));
  return (
    Object.keys(pkg.exports)
      // Build helpers run in Node; the dev-harness frame holds no state and only standalone harnesses draw it;
      // routes holds types only; forms binds fields to the react-final-form of the remote that draws them (a
      // form of one remote with the fields of another's copy would not find its context), so each remote
      // bundles its own; map holds no state and map-kit (Leaflet) is loaded only when a map opens, by the remote
      // that draws it, so neither may enter the shell's build or the shared scope; test-utils serve Jest only.
      .filter(
        (key) =>
          !key.startsWith('./build') &&
          !key.startsWith('./test-utils') &&
          !['./dev-harness', './routes', './forms', './map', './map-kit'].includes(key),
      )
      .map((key) => ({ request: `@immo237/shared${key.slice(1)}`, version: pkg.version }))
  );
}

/**
 * The `shared` option of ModuleFederationPlugin for an app living in `appDir`.
 * Versions are read from the installed packages (the workspace catalog pins them), because `catalog:` and
 * `workspace:*` in package.json are not semver ranges Module Federation could read.
 */
export function sharedSingletons(appDir) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = versionOf(packageNameOf(request), appDir);
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
    };
  }
  for (const { request, version } of sharedPackageEntries()) {
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
    };
  }
  return shared;
}
