// Writes dist/chunk-graph.json after a production build: for every chunk group (the entry and each dynamic
// import) the files it loads, its parent groups, and the shared modules (Module Federation "consume-shared"
// modules) its chunks consume. scripts/check-budgets.mjs reads it with mf-stats.json: no browser needed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export class ChunkGraphPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      const { compilation } = stats;
      if (compilation.errors.length > 0) return;
      const { chunkGraph } = compilation;
      const ids = new Map(compilation.chunkGroups.map((group, index) => [group, index]));
      const groups = compilation.chunkGroups.map((group) => {
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
      writeFileSync(
        path.join(compilation.outputOptions.path, 'chunk-graph.json'),
        `${JSON.stringify({ groups }, null, 1)}\n`,
      );
    });
  }
}
