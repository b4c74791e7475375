// @ts-check
// The site as composed at run time: remotes.json (where each remote's builds live, re-read at every request so a
// release or a rollback is a file edit) and the routes each listed remote publishes beside its manifest
// (mf-routes.json). The shell's server embeds the result in every page; the browser builds its routes from it.
import { stat, readFile } from 'node:fs/promises';

/** @typedef {import('../../shared/src/routes/types').Composition} Composition */
/** @typedef {import('../../shared/src/routes/types').ComposedRoute} ComposedRoute */
/** @typedef {import('../../shared/src/routes/types').RemoteEntries} RemoteEntries */
/** @typedef {import('../../shared/src/routes/types').RoutesManifest} RoutesManifest */

const NAME = /^[a-z][a-z0-9-]*$/;

/** A host on this machine: server code from it needs no TLS. @param {string} hostname */
function isLoopback(hostname) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** The pin of a server entry: SHA-256 of its exact bytes, in base64, as subresource integrity writes it. */
const INTEGRITY = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * One entry of remotes.json: the browser manifest's URL, or { browser, server, serverIntegrity }. The server entry
 * is code the shell's server runs: it must come over https (or from this machine), and may be pinned by the
 * SHA-256 of its content (`serverIntegrity: "sha256-<base64>"`), which the server checks before running it.
 * @param {string} name @param {unknown} value @returns {RemoteEntries}
 */
function entriesOf(name, value) {
  const checkUrl = (/** @type {unknown} */ url, /** @type {string} */ what) => {
    if (typeof url !== 'string') throw new Error(`remotes.json: ${name}.${what} is not a URL`);
    const parsed = new URL(url);
    if (!['http:', 'https:'].includes(parsed.protocol))
      throw new Error(`remotes.json: ${name}.${what} is not http(s)`);
    return parsed;
  };
  if (typeof value === 'string') return { browser: checkUrl(value, 'browser').href };
  if (typeof value !== 'object' || value === null) throw new Error(`remotes.json: ${name} has no entries`);
  const { browser, server, serverIntegrity } = /** @type {Record<string, unknown>} */ (value);
  /** @type {RemoteEntries} */
  const entries = { browser: checkUrl(browser, 'browser').href };
  if (server !== undefined) {
    const url = checkUrl(server, 'server');
    if (url.protocol !== 'https:' && !isLoopback(url.hostname))
      throw new Error(`remotes.json: ${name}.server is server code: https only (or this machine)`);
    entries.server = url.href;
  }
  if (serverIntegrity !== undefined) {
    if (entries.server === undefined)
      throw new Error(`remotes.json: ${name}.serverIntegrity pins no server entry`);
    if (typeof serverIntegrity !== 'string' || !INTEGRITY.test(serverIntegrity))
      throw new Error(`remotes.json: ${name}.serverIntegrity is not "sha256-<base64 of 32 bytes>"`);
    entries.serverIntegrity = serverIntegrity;
  }
  return entries;
}

/**
 * What a browser may read of the composition or of remotes.json: the browser entries. Where the server's code
 * lives, and its pins, stay on the server.
 * @param {Record<string, RemoteEntries>} remotes @returns {Record<string, { browser: string }>}
 */
export function browserEntries(remotes) {
  return Object.fromEntries(Object.entries(remotes).map(([name, { browser }]) => [name, { browser }]));
}

/**
 * remotes.json's content with the environment's overrides: REMOTE_<NAME>_URL replaces (or adds) one remote's
 * browser manifest, REMOTE_<NAME>_SERVER_URL its server entry.
 * @param {unknown} raw @param {NodeJS.ProcessEnv} [env] @returns {Record<string, RemoteEntries>}
 */
export function parseRemotesMap(raw, env = process.env) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('remotes.json is not a map');
  /** @type {Record<string, RemoteEntries>} */
  const remotes = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a remote name`);
    remotes[name] = entriesOf(name, value);
  }
  for (const [variable, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z0-9_]+?)(_SERVER)?_URL$/.exec(variable);
    if (!match || !value || !match[1]) continue;
    const name = match[1].toLowerCase().replace(/_/g, '-');
    const current = remotes[name];
    if (match[2]) {
      // Another server entry is other code: the map's pin, if any, does not carry over.
      if (current) remotes[name] = entriesOf(name, { browser: current.browser, server: value });
    } else {
      const { server, serverIntegrity } = current ?? {};
      remotes[name] = entriesOf(name, { browser: value, server, serverIntegrity });
    }
  }
  return remotes;
}

/** @param {string} file @param {NodeJS.ProcessEnv} [env] */
export async function readRemotesMap(file, env = process.env) {
  return parseRemotesMap(JSON.parse(await readFile(file, 'utf8')), env);
}

/** Where a remote's build publishes its routes: beside its browser manifest. @param {string} manifestUrl */
export function routesUrlOf(manifestUrl) {
  return new URL('mf-routes.json', manifestUrl).href;
}

/** @param {unknown} value @param {string} name @returns {RoutesManifest} */
function checkManifest(value, name) {
  const manifest = /** @type {RoutesManifest} */ (value);
  if (!manifest || manifest.remote !== name || !Array.isArray(manifest.routes)) {
    throw new Error(`the routes published for ${name} are not its own`);
  }
  return manifest;
}

/**
 * The parts of a remote's browser manifest (mf-manifest.json, written by its Module Federation build) read here.
 * @typedef {{ metaData: { publicPath?: string, remoteEntry: { name: string, path?: string } },
 *   exposes: { path: string, assets: { js: { sync: string[] } } }[]
 * }} BuildManifest
 */

/** @param {unknown} value @param {string} name @returns {BuildManifest} */
function checkBuildManifest(value, name) {
  const manifest = /** @type {BuildManifest} */ (value);
  if (!manifest?.metaData?.remoteEntry?.name || !Array.isArray(manifest.exposes)) {
    throw new Error(`the manifest published for ${name} is not a Module Federation manifest`);
  }
  return manifest;
}

/**
 * The browser's files of `module` in a remote built with `manifest` (found at `manifestUrl`), as absolute URLs:
 * the manifest, the entry, the module's synchronous chunks, then the copies of the shared packages the module
 * starts with that the shell's start-up has not loaded: the shell's own copy of a package it shares but loads
 * later, the remote's copy of one the shell does not share. `sharedFiles` (package -> the remote's files) comes
 * from the remote's published routes; `hostShared` (package -> the shell's files, none for those its start-up
 * loads) from the shell's build, null when unknown, and then no package is added: a file asked for in vain costs a
 * phone's bandwidth. Null when the remote exposes no such module.
 * @param {BuildManifest} manifest @param {string} manifestUrl @param {string} module
 * @param {{ sharedFiles?: Record<string, string[]>, hostShared?: ReadonlyMap<string, string[]> | null }} [shared]
 * @returns {string[] | null}
 */
export function buildFilesOf(manifest, manifestUrl, module, { sharedFiles = {}, hostShared = null } = {}) {
  const expose = manifest.exposes.find((item) => item.path === `./${module}`);
  if (!expose) return null;
  const { publicPath = 'auto', remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const inBase = (/** @type {string} */ file) => new URL(file, base).href;
  const entry = inBase(`${remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : ''}${remoteEntry.name}`);
  /** @type {string[]} */
  const packages = [];
  if (hostShared) {
    for (const [name, files] of Object.entries(sharedFiles)) {
      const shells = hostShared.get(name);
      if (shells) packages.push(...shells.map((file) => `/${file}`));
      else if (Array.isArray(files))
        packages.push(...files.filter((file) => typeof file === 'string').map(inBase));
    }
  }
  return [...new Set([manifestUrl, entry, ...expose.assets.js.sync.map(inBase), ...packages])];
}

/**
 * @param {object} options
 * @param {string} options.remotesFile
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {number} [options.ttlMs] how long a remote's routes are trusted before they are asked again
 * @param {number} [options.timeoutMs] how long a remote's server may take to answer
 * @param {(url: string, init: { signal: AbortSignal }) => Promise<Response>} [options.fetch]
 * @param {() => ReadonlyMap<string, string[]> | null} [options.hostShared] what the shell's build shares, read
 *   when the composition is (sharedPackagesOf)
 */
export function createComposition({
  remotesFile,
  env = process.env,
  ttlMs = 5000,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
  hostShared = () => null,
}) {
  /** Last document read per URL (kept after a failure: a remote that stops answering keeps its routes). */
  /** @type {Map<string, { at: number, value: unknown }>} */
  const known = new Map();
  /** @type {Map<string, Promise<unknown>>} */
  const inFlight = new Map();

  /**
   * A remote's JSON document at `url` (its routes, its manifest), checked by `check`, asked again after `ttlMs`.
   * @template T
   * @param {string} name @param {string} url @param {(value: unknown, name: string) => T} check
   * @returns {Promise<T | null>}
   */
  function remoteJson(name, url, check) {
    const cached = known.get(url);
    if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(/** @type {T} */ (cached.value));
    const pending = inFlight.get(url);
    if (pending) return /** @type {Promise<T | null>} */ (pending);
    const request = (async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const value = check(await response.json(), name);
        known.set(url, { at: Date.now(), value });
        return value;
      } catch (error) {
        console.warn(`[immo237] ${url} of ${name} unavailable (${String(error)})`);
        return /** @type {T | undefined} */ (known.get(url)?.value) ?? null;
      } finally {
        inFlight.delete(url);
      }
    })();
    inFlight.set(url, request);
    return request;
  }

  /** The last composition, kept while remotes.json is unchanged and its routes are fresh. */
  /** @type {{ mtime: number, at: number, composition: Composition, key: string } | null} */
  let last = null;

  /** @returns {Promise<number>} */
  const mtimeOf = () =>
    stat(remotesFile).then(
      (info) => info.mtimeMs,
      () => -1,
    );

  /**
   * The composition, a key naming it (changes when a remote's entries change: a release, a rollback) and the
   * browser's script files of each routed module (`scriptsOf`).
   * @returns {Promise<{ composition: Composition, key: string, scripts: Map<string, string[]> }>}
   */
  async function current() {
    const mtime = await mtimeOf();
    if (last && last.mtime === mtime && Date.now() - last.at < ttlMs) return last;
    const composition = await compose();
    const scripts = await moduleScripts(composition);
    last = { mtime, at: Date.now(), composition, key: JSON.stringify(composition.remotes), scripts };
    return last;
  }

  /**
   * What the browser fetches, one after the other, to run each routed module: the remote's manifest, its entry,
   * then the module's own files (read from the manifest its build publishes). Known here, they can all be asked
   * for at once with the shell's own files instead of a round trip after another. A remote whose manifest cannot
   * be read has none: the browser still finds its way, later.
   * @param {Composition} composition @returns {Promise<Map<string, string[]>>}
   */
  async function moduleScripts(composition) {
    /** @type {Map<string, string[]>} */
    const scripts = new Map();
    const names = Object.keys(composition.remotes).filter((name) => !composition.unavailable.includes(name));
    const shellShares = hostShared();
    await Promise.all(
      names.map(async (name) => {
        const manifestUrl = /** @type {RemoteEntries} */ (composition.remotes[name]).browser;
        const [manifest, routes] = await Promise.all([
          remoteJson(name, manifestUrl, checkBuildManifest),
          remoteJson(name, routesUrlOf(manifestUrl), checkManifest),
        ]);
        if (!manifest) return;
        const ids = [...composition.routes.map((route) => route.id), ...Object.values(composition.slots)];
        for (const id of ids) {
          if (!id.startsWith(`${name}/`)) continue;
          const module = id.slice(name.length + 1);
          const sharedFiles = routes?.modules?.[module]?.shared;
          const files = buildFilesOf(manifest, manifestUrl, module, { sharedFiles, hostShared: shellShares });
          if (files) scripts.set(id, files);
        }
      }),
    );
    return scripts;
  }

  /** @returns {Promise<Composition>} */
  async function compose() {
    /** @type {Record<string, RemoteEntries>} */
    let remotes = {};
    try {
      remotes = await readRemotesMap(remotesFile, env);
    } catch (error) {
      console.error(`[immo237] ${remotesFile}: ${String(error)}`);
    }
    const names = Object.keys(remotes);
    const manifests = await Promise.all(
      names.map((name) =>
        remoteJson(name, routesUrlOf(/** @type {RemoteEntries} */ (remotes[name]).browser), checkManifest),
      ),
    );
    /** @type {Composition} */
    const composition = { remotes, routes: [], slots: {}, unavailable: [] };
    const taken = new Set();
    names.forEach((name, index) => {
      const manifest = manifests[index];
      if (!manifest) {
        composition.unavailable.push(name);
        return;
      }
      for (const { module, ...route } of manifest.routes) {
        // The first remote in the map to claim a path keeps it.
        if (taken.has(route.path)) continue;
        taken.add(route.path);
        composition.routes.push({ ...route, remote: name, id: `${name}/${module}` });
      }
      for (const [slot, module] of Object.entries(manifest.slots ?? {})) {
        composition.slots[slot] ??= `${name}/${module}`;
      }
    });
    return composition;
  }

  return { compose: async () => (await current()).composition, current };
}
