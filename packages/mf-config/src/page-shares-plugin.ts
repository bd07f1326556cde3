import type { AsyncDependenciesBlock, Chunk, Compilation, Compiler, Module } from 'webpack';
import { bootChunks } from './boot-preload-plugin';

const NAME = 'PageSharesPlugin';
/** The host's list, read by the page server beside its index.html. */
export const SHARED_FILES = 'shared-files.json';
const MANIFEST = 'mf-manifest.json';

type SharingModule = Module & { _name?: string; options?: { shareKey?: string } };

const chunksOf = (compilation: Compilation, block: AsyncDependenciesBlock): Chunk[] =>
  compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];

/** The share keys the modules of these chunks consume as they load. */
function consumedKeys(compilation: Compilation, chunks: Iterable<Chunk>): Set<string> {
  const keys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk) as Iterable<SharingModule>) {
      if (module.type === 'consume-shared-module' && module.options?.shareKey) keys.add(module.options.shareKey);
    }
  }
  return keys;
}

/** Each exposed module's consumed share keys, by its manifest name ('./plan-page' -> 'plan-page'). */
export function exposedRequires(compilation: Compilation): Map<string, string[]> {
  const requires = new Map<string, string[]>();
  for (const module of compilation.modules) {
    if (!module.identifier().startsWith('container entry')) continue;
    for (const block of module.blocks) {
      const name = (block.loc as { name?: string } | undefined)?.name;
      if (name)
        requires.set(name.replace(/^\.\//, ''), [...consumedKeys(compilation, chunksOf(compilation, block))].sort());
    }
  }
  return requires;
}

/**
 * The files of each library the host provides, with those of the libraries they consume in
 * turn, leaving out its boot chunks (its index.html preloads them already).
 */
export function providedFiles(compilation: Compilation): Record<string, string[]> {
  const boot = new Set<Chunk>();
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of bootChunks(compilation, entry.getEntrypointChunk())) boot.add(chunk);
  }
  const provided = new Map<string, SharingModule>();
  for (const module of compilation.modules as Set<SharingModule>) {
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  const filesOf = (key: string, seen: Set<string>): string[] => {
    const module = provided.get(key);
    if (!module || seen.has(key)) return [];
    seen.add(key);
    const chunks = module.blocks.flatMap((block) => chunksOf(compilation, block)).filter((chunk) => !boot.has(chunk));
    const own = chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
    return [...own, ...[...consumedKeys(compilation, chunks)].flatMap((next) => filesOf(next, seen))];
  };
  const files: Record<string, string[]> = {};
  for (const key of [...provided.keys()].sort()) {
    const list = [...new Set(filesOf(key, new Set()))];
    if (list.length > 0) files[key] = list;
  }
  return files;
}

/**
 * Names what an area page's first drawing needs from the share scope, so the page server can
 * ask for it beside the page's own files instead of after the remote's entry has run (decision
 * 0110). A remote writes each exposed module's share keys into its mf-manifest.json as
 * `requires` (the federation stats format's name for them); the host writes `shared-files.json`,
 * the files of each library it provides. The host's copies are the ones pages get: it
 * registers them first, and the share strategy keeps the first.
 */
export class PageSharesPlugin {
  constructor(private readonly role: 'host' | 'remote') {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (this.role === 'host') {
            compilation.emitAsset(SHARED_FILES, new RawSource(`${JSON.stringify(providedFiles(compilation))}\n`));
            return;
          }
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            exposes?: { name: string; requires?: string[] }[];
          };
          const requires = exposedRequires(compilation);
          for (const expose of manifest.exposes ?? []) expose.requires = requires.get(expose.name) ?? [];
          compilation.updateAsset(MANIFEST, new RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
