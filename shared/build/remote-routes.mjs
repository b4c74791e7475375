// @ts-check
// A remote's declaration of what it exposes and which routes of the site it serves (its remote.config.mjs),
// and the file its build publishes from it (dist/mf-routes.json) for the shell to compose the site at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('../src/routes/types').Access} Access */
/** @typedef {import('../src/routes/types').RoutesManifest} RoutesManifest */
/** @typedef {import('../src/routes/types').PublishedRoute} PublishedRoute */

/**
 * @template {string} M
 * @typedef {object} RouteDeclaration
 * @property {string} path react-router pattern, e.g. '/details/:slug'
 * @property {M} module the exposed module rendering it
 * @property {Access} access
 * @property {string} [meta] key of the page's texts in the remote's translations: `<meta>.title`, `<meta>.description`
 * @property {boolean} [indexable] may search engines index it (default: public and public-only pages with meta)
 * @property {boolean} [sitemap] listed in sitemap.xml (default false)
 * @property {boolean} [api] the page asks the API for data as it opens (default false)
 * @property {{ to: string, label: string, order?: number }[]} [menu] entries of the header's user menu (label: a
 *   translation key of the remote)
 */

/**
 * @template {Record<string, string>} E
 * @typedef {object} RemoteDefinition
 * @property {string} name federation name
 * @property {E} exposes module name -> source file
 * @property {RouteDeclaration<NoInfer<Extract<keyof E, string>>>[]} routes
 * @property {Record<string, NoInfer<Extract<keyof E, string>>>} [slots] blocks offered to the shell's pages
 */

const ACCESS = ['public', 'public-only', 'signed-in', 'admin'];

/**
 * Declares a remote. The module of each route and slot is typed from `exposes` (the remote's typecheck fails on
 * a wrong name) and checked again here when the build reads it.
 * @template {Record<string, string>} E
 * @param {RemoteDefinition<E>} remote
 * @returns {RemoteDefinition<E>}
 */
export function defineRemote(remote) {
  const modules = new Set(Object.keys(remote.exposes));
  const seen = new Set();
  for (const route of remote.routes) {
    const where = `${remote.name}: route ${route.path}`;
    if (!route.path.startsWith('/')) throw new Error(`${where}: a path starts with '/'`);
    if (seen.has(route.path)) throw new Error(`${where}: declared twice`);
    seen.add(route.path);
    if (!modules.has(route.module)) throw new Error(`${where}: "${route.module}" is not exposed`);
    if (!ACCESS.includes(route.access)) throw new Error(`${where}: unknown access "${route.access}"`);
    if (route.sitemap && /[:*]/.test(route.path))
      throw new Error(`${where}: only fixed paths go in the sitemap`);
    for (const entry of route.menu ?? []) {
      if (!entry.to.startsWith('/')) throw new Error(`${where}: menu entry ${entry.to} is not a site path`);
    }
  }
  for (const [slot, module] of Object.entries(remote.slots ?? {})) {
    if (!modules.has(module)) throw new Error(`${remote.name}: slot ${slot}: "${module}" is not exposed`);
  }
  return remote;
}

/** webpack's `exposes` option: './Name' -> file. @param {Record<string, string>} exposes */
export function webpackExposes(exposes) {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`./${name}`, file]));
}

/** @param {unknown} tree @param {string} key */
function lookup(tree, key) {
  /** @type {unknown} */
  let node = tree;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? /** @type {Record<string, unknown>} */ (node)[part]
        : undefined;
  }
  return node;
}

/**
 * The published routes, with every text resolved in French and English from the remote's own translations
 * (src/i18n/fr.json, en.json): the shell shows a page's title without loading the remote's texts, and a
 * missing text fails the build.
 * @param {RemoteDefinition<Record<string, string>>} remote
 * @param {string} appDir
 * @returns {RoutesManifest}
 */
export function routesManifest(remote, appDir) {
  /** @type {Record<'fr' | 'en', unknown>} */
  const texts = {
    fr: JSON.parse(readFileSync(path.join(appDir, 'src/i18n/fr.json'), 'utf8')),
    en: JSON.parse(readFileSync(path.join(appDir, 'src/i18n/en.json'), 'utf8')),
  };
  /** @param {string} key */
  const localized = (key) => {
    /** @type {Record<'fr' | 'en', string>} */
    const result = { fr: '', en: '' };
    for (const language of /** @type {const} */ (['fr', 'en'])) {
      const text = lookup(texts[language], key);
      if (typeof text !== 'string') throw new Error(`${remote.name}: no ${language} text for "${key}"`);
      result[language] = text;
    }
    return result;
  };
  return {
    remote: remote.name,
    routes: remote.routes.map((route) => {
      /** @type {PublishedRoute} */
      const published = {
        path: route.path,
        module: route.module,
        access: route.access,
        indexable:
          route.indexable ?? (Boolean(route.meta) && ['public', 'public-only'].includes(route.access)),
        sitemap: route.sitemap ?? false,
        api: route.api ?? false,
      };
      if (route.meta) {
        published.meta = {
          key: route.meta,
          title: localized(`${route.meta}.title`),
          description: localized(`${route.meta}.description`),
        };
      }
      if (route.menu) {
        published.menu = route.menu.map((entry) => ({
          to: entry.to,
          label: localized(entry.label),
          order: entry.order ?? 0,
        }));
      }
      return published;
    }),
    slots: { ...(remote.slots ?? {}) },
  };
}

export const ROUTES_FILE = 'mf-routes.json';

/** Writes dist/mf-routes.json beside the remote's mf-manifest.json (dev server included). */
export class RoutesManifestPlugin {
  /**
   * @param {RemoteDefinition<Record<string, string>>} remote @param {string} appDir
   * @param {((compilation: import('webpack').Compilation) => RoutesManifest['modules']) | null} [modulesOf] what
   *   each exposed module starts with, read from the finished compilation (chunk-graph-plugin.mjs)
   */
  constructor(remote, appDir, modulesOf = null) {
    this.remote = remote;
    this.appDir = appDir;
    this.modulesOf = modulesOf;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Once the files have their final names (content hashes are settled in an earlier stage).
        { name: 'RoutesManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // Translations are read at each build: an edited title is published by the next (re)build.
          for (const language of ['fr', 'en']) {
            compilation.fileDependencies.add(path.join(this.appDir, `src/i18n/${language}.json`));
          }
          const manifest = routesManifest(this.remote, this.appDir);
          if (this.modulesOf) manifest.modules = this.modulesOf(compilation);
          compilation.emitAsset(ROUTES_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}
