// What the shell and every remote share at run time, one list read by every build so that they always agree.
// Only what must be one per page is a singleton: React, the router, styled-components, the auth store, the i18n
// instance, the toaster, the query cache and the contexts the shell provides (its @immo237/shared subpaths in
// SINGLETON_SUBPATHS). Singletons are required by major version, strictly: a remote built against another major of
// one cannot run beside this shell, and fails to load (its routes show the status screen) instead of running with
// a copy it was not built for. The rest of @immo237/shared (UI kit, calls, formatters, theme, page layout) is
// shared by the package's version: a remote built against a newer release of the package than the shell's brings
// its own copy and uses it, one built against the same or an older minor of the same major uses the copy already
// on the page, and one built against another major brings its own.
//
// The @immo237/shared singletons do not follow the package's version but their own contract version,
// `immo237.singletonVersion` in shared/package.json: a major release of the package (calls leaving `./api`, say)
// must not refuse the remotes built against the previous major their session store, i18n instance or toaster.
// Raise its major only when the singletons' contract breaks (a remote built before could not run with the new copy
// or the new shell with an old one), its minor when they gain something, its patch for a fix. It is kept above every
// package version of its major that was released before it existed (1.11.x declared the singletons by the
// package's version), so that a copy offered by an older remote never looks newer than the current one.
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

/**
 * The installed version of `pkg` as the app in `fromDir` gets it: its own dependency, or else the shared package's
 * (an app that reaches the query cache only through @immo237/shared/data bundles the shared package's copy).
 */
function versionOf(pkg, fromDir) {
  for (const dir of [fromDir, sharedRoot]) {
    try {
      const pkgJsonPath = createRequire(path.join(dir, 'package.json')).resolve(`${pkg}/package.json`);
      return JSON.parse(readFileSync(pkgJsonPath, 'utf8')).version;
    } catch {
      // not a dependency of this one: try the next
    }
  }
  throw new Error(`${pkg} is installed neither for ${fromDir} nor for @immo237/shared`);
}

/**
 * The @immo237/shared subpaths that hold what must be one per page: the session's store (and its single refresh),
 * the i18n instance, the toaster, the site's settings and origin context, the query cache and its context.
 */
export const SINGLETON_SUBPATHS = ['./auth', './i18n', './toast', './config', './data'];

/** The package.json of @immo237/shared (or of the copy in `root`). */
function readSharedPackage(root) {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
}

/** The singletons' contract version (`immo237.singletonVersion`), separate from the package's version. */
export function singletonVersionOf(root = sharedRoot) {
  const version = readSharedPackage(root).immo237?.singletonVersion;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`${path.join(root, 'package.json')} has no "immo237": { "singletonVersion": "x.y.z" }`);
  }
  return version;
}

/**
 * Subpaths of @immo237/shared that run in the browser, each shared (as a singleton or by version), with the version
 * it is shared by: the singletons' contract version for SINGLETON_SUBPATHS, the package's version for the rest.
 */
export function sharedPackageEntries(root = sharedRoot) {
  const pkg = readSharedPackage(root);
  const singletonVersion = singletonVersionOf(root);
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
      .map((key) => ({
        request: `@immo237/shared${key.slice(1)}`,
        version: SINGLETON_SUBPATHS.includes(key) ? singletonVersion : pkg.version,
      }))
  );
}

const major = (version) => version.split('.')[0];

/** A singleton: one copy per page, whichever app loads first, refused to an app built for another major. */
const singleton = (version) => ({
  singleton: true,
  version,
  requiredVersion: `^${major(version)}.0.0`,
  strictVersion: true,
});

/**
 * The `shared` option of ModuleFederationPlugin for an app living in `appDir`.
 * Versions are read from the installed packages (the workspace catalog pins them), because `catalog:` and
 * `workspace:*` in package.json are not semver ranges Module Federation could read.
 */
export function sharedSingletons(appDir, root = sharedRoot) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    shared[request] = singleton(versionOf(packageNameOf(request), appDir));
  }
  for (const { request, version } of sharedPackageEntries(root)) {
    const subpath = `.${request.slice('@immo237/shared'.length)}`;
    shared[request] = SINGLETON_SUBPATHS.includes(subpath)
      ? singleton(version)
      : { singleton: false, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  return shared;
}
