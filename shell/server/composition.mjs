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

/**
 * One entry of remotes.json: the browser manifest's URL, or { browser, server }.
 * @param {string} name @param {unknown} value @returns {RemoteEntries}
 */
function entriesOf(name, value) {
  const checkUrl = (/** @type {unknown} */ url, /** @type {string} */ what) => {
    if (typeof url !== 'string') throw new Error(`remotes.json: ${name}.${what} is not a URL`);
    const parsed = new URL(url);
    if (!['http:', 'https:'].includes(parsed.protocol))
      throw new Error(`remotes.json: ${name}.${what} is not http(s)`);
    return parsed.href;
  };
  if (typeof value === 'string') return { browser: checkUrl(value, 'browser') };
  if (typeof value !== 'object' || value === null) throw new Error(`remotes.json: ${name} has no entries`);
  const { browser, server } = /** @type {{ browser?: unknown, server?: unknown }} */ (value);
  return {
    browser: checkUrl(browser, 'browser'),
    ...(server === undefined ? {} : { server: checkUrl(server, 'server') }),
  };
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
      if (current)
        remotes[name] = {
          ...current,
          server: entriesOf(name, { browser: current.browser, server: value }).server,
        };
    } else {
      remotes[name] = { ...entriesOf(name, value), ...(current?.server ? { server: current.server } : {}) };
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
 * @param {object} options
 * @param {string} options.remotesFile
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {number} [options.ttlMs] how long a remote's routes are trusted before they are asked again
 * @param {number} [options.timeoutMs] how long a remote's server may take to answer
 * @param {(url: string, init: { signal: AbortSignal }) => Promise<Response>} [options.fetch]
 */
export function createComposition({
  remotesFile,
  env = process.env,
  ttlMs = 5000,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
}) {
  /** Last routes read per URL (kept after a failure: a remote that stops answering keeps its routes). */
  /** @type {Map<string, { at: number, manifest: RoutesManifest }>} */
  const known = new Map();
  /** @type {Map<string, Promise<RoutesManifest | null>>} */
  const inFlight = new Map();

  /** @param {string} name @param {string} url @returns {Promise<RoutesManifest | null>} */
  function routesOf(name, url) {
    const cached = known.get(url);
    if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.manifest);
    const pending = inFlight.get(url);
    if (pending) return pending;
    const request = (async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const manifest = checkManifest(await response.json(), name);
        known.set(url, { at: Date.now(), manifest });
        return manifest;
      } catch (error) {
        console.warn(`[immo237] routes of ${name} unavailable (${String(error)})`);
        return known.get(url)?.manifest ?? null;
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
   * The composition and a key naming it (changes when a remote's entries change: a release, a rollback).
   * @returns {Promise<{ composition: Composition, key: string }>}
   */
  async function current() {
    const mtime = await mtimeOf();
    if (last && last.mtime === mtime && Date.now() - last.at < ttlMs) return last;
    const composition = await compose();
    last = { mtime, at: Date.now(), composition, key: JSON.stringify(composition.remotes) };
    return last;
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
      names.map((name) => routesOf(name, routesUrlOf(/** @type {RemoteEntries} */ (remotes[name]).browser))),
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
