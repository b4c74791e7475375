// Writes dist/chunk-graph.json after a production build: for every chunk group (the entry and each dynamic
// import) the files it loads, its parent groups, and the shared modules (Module Federation "consume-shared"
// modules) its chunks consume. scripts/check-budgets.mjs reads it with mf-stats.json: no browser needed.
// StartupPreloadPlugin puts the host's start-up files in its HTML as preload links.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every chunk group of a compilation, as dist/chunk-graph.json lists them. */
export function describeChunkGroups(compilation) {
  const { chunkGraph } = compilation;
  const ids = new Map(compilation.chunkGroups.map((group, index) => [group, index]));
  return compilation.chunkGroups.map((group) => {
    const files = new Set();
    const consumes = new Set();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module' && module.options?.shareKey) {
          consumes.add(module.options.shareKey);
        }
      }
    }
    return {
      id: ids.get(group),
      name: group.name ?? null,
      entry: group.isInitial(),
      requests: group.origins.map((origin) => origin.request).filter(Boolean),
      // A shared module's code is loaded by a group that a provide-module (what this build offers to the
      // share scope) or a consume-shared-module (its own fallback copy) starts.
      provides: [
        ...new Set(
          group.origins
            .filter((origin) => origin.module?.type === 'provide-module')
            .map((origin) => origin.module._name)
            .filter(Boolean),
        ),
      ],
      parents: group.getParents().map((parent) => ids.get(parent)),
      files: [...files],
      consumes: [...consumes].sort(),
    };
  });
}

/**
 * The files a host's start-up needs once its entry has run: the groups of the entry's own dynamic imports
 * (`import('./bootstrap')`) and, transitively, the groups that provide the shared modules they consume.
 * scripts/check-budgets.mjs counts the same set for the home page.
 */
export function startupFiles(groups) {
  return [...startup(groups).files];
}

/** The shared modules a host's start-up loads (those whose files startupFiles lists). */
export function startupShared(groups) {
  return startup(groups).shared;
}

function startup(groups) {
  const entryIds = new Set(groups.filter((group) => group.entry).map((group) => group.id));
  const first = groups.filter(
    (group) => !group.entry && group.requests.length > 0 && group.parents.some((id) => entryIds.has(id)),
  );
  const files = new Set();
  const shared = new Set();
  const visit = (keys) => {
    for (const key of keys) {
      if (shared.has(key)) continue;
      shared.add(key);
      for (const group of groups.filter((candidate) => candidate.provides.includes(key))) {
        for (const file of group.files) files.add(file);
        visit(group.consumes);
      }
    }
  };
  for (const group of first) for (const file of group.files) files.add(file);
  visit(first.flatMap((group) => group.consumes));
  return { files, shared };
}

/**
 * What a host's build offers to the share scope, per shared module: nothing to fetch for those its start-up
 * loads (an empty list), the files of its copy for the others (loaded when a page first needs them).
 * @returns {Map<string, string[]>}
 */
export function hostSharedFiles(groups) {
  const atStart = startupShared(groups);
  const result = new Map();
  for (const group of groups) {
    for (const key of group.provides) {
      if (atStart.has(key)) result.set(key, []);
      else result.set(key, [...new Set([...(result.get(key) ?? []), ...group.files])]);
    }
  }
  return result;
}

/**
 * What each exposed module takes from the share scope as it starts: the shared modules its own chunks consume
 * (and those they consume in turn), each with the files of this remote's own copy (the chunk group that provides
 * it). A page's first load fetches the copy of whichever package its host does not give; the shell's server,
 * knowing its own packages, asks for those files with the page's others instead of a round trip after the module.
 * @param {ReturnType<typeof describeChunkGroups>} groups @param {string[]} modules exposed module names
 * @returns {Record<string, { shared: Record<string, string[]> }>}
 */
export function moduleSharedFiles(groups, modules) {
  /** @type {Record<string, { shared: Record<string, string[]> }>} */
  const result = {};
  for (const module of modules) {
    const group = groups.find((candidate) => candidate.name === `__federation_expose_${module}`);
    if (!group) continue;
    /** @type {Record<string, string[]>} */
    const shared = {};
    const visit = (/** @type {string[]} */ keys) => {
      for (const key of keys) {
        if (key in shared) continue;
        const providers = groups.filter((candidate) => candidate.provides.includes(key));
        shared[key] = [...new Set(providers.flatMap((provider) => provider.files))];
        visit(providers.flatMap((provider) => provider.consumes));
      }
    };
    visit(group.consumes);
    result[module] = { shared };
  }
  return result;
}

export class ChunkGraphPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      const { compilation } = stats;
      if (compilation.errors.length > 0) return;
      writeFileSync(
        path.join(compilation.outputOptions.path, 'chunk-graph.json'),
        `${JSON.stringify({ groups: describeChunkGroups(compilation) }, null, 1)}\n`,
      );
    });
  }
}

/**
 * Adds `<link rel="preload" as="script">` for the start-up files to the host's HTML: the browser fetches them
 * while it runs the entry, instead of discovering them only once the entry has run (one round trip less before
 * the first render on a slow mobile network).
 */
export class StartupPreloadPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const links = startupFiles(describeChunkGroups(compilation)).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', as: 'script', href: `${prefix}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
