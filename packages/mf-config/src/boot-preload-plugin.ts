import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const NAME = 'BootPreloadPlugin';

type SharingModule = Module & { _name?: string; options?: { shareKey?: string } };

/**
 * The chunks the host's entry loads as it boots: those of the entry's own dynamic imports (the
 * async boundary federation needs) and the host's copies of every shared library they consume.
 * Nested lazy imports (a page opened later) are left out.
 */
export function bootChunks(compilation: Compilation, entry: Chunk): Set<Chunk> {
  const { chunkGraph } = compilation;
  // At boot only the host has put its copies in the share scope, so a shared import is served
  // by the host's provided module (its own chunks), not by the consumer's fallback.
  const provided = new Map<string, Module>();
  for (const module of compilation.modules as Set<SharingModule>) {
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  const found = new Set<Chunk>();
  // A chunk runs only once the shared modules it consumes are loaded: the runtime fetches them
  // with it, so they are part of the boot as well.
  const followConsumes = (chunk: Chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk) as Iterable<SharingModule>) {
      if (module.type !== 'consume-shared-module') continue;
      const source = provided.get(module.options?.shareKey ?? '') ?? module;
      source.blocks.forEach(addGroupOf);
    }
  };
  const addGroupOf = (block: Module['blocks'][number]) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      followConsumes(chunk);
    }
  };
  followConsumes(entry);
  for (const module of chunkGraph.getChunkEntryModulesIterable(entry)) module.blocks.forEach(addGroupOf);
  return found;
}

/**
 * Names the host's boot chunks in its index.html as preloads, so the browser fetches them
 * beside the entry script instead of after it has downloaded and run (a whole round trip and
 * the entry's run time sooner on a phone; decision 0050). Scripts and style sheets only, and
 * without `crossorigin`, matching how webpack inserts them.
 */
export class BootPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = new Set<string>();
        for (const entry of compilation.entrypoints.values()) {
          const entryChunk = entry.getEntrypointChunk();
          for (const chunk of bootChunks(compilation, entryChunk)) chunk.files.forEach((file) => files.add(file));
        }
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            }),
          );
        groups.headTags.push(...preloads);
        return groups;
      });
    });
  }
}
