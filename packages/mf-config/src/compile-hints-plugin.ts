import { Compilation, sources, type Compiler, type Module } from 'webpack';

const NAME = 'CompileHintsPlugin';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as it streams in. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

const resourceOf = (module: Module) => (module as Module & { resource?: string }).resource ?? '';

/**
 * Marks the chunks that hold a library matching `libraries` with V8's compile hint, so the
 * browser compiles the library's functions on its streaming thread while the file downloads,
 * instead of one by one on the main thread the first time each runs. For a library that runs
 * most of its code at once when used (ApexCharts drawing a chart: issue 36, decision 0105).
 * Added after minification (which drops comments) and before the source map is written.
 */
export class CompileHintsPlugin {
  constructor(private readonly libraries: RegExp) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
            if (![...modules].some((module) => this.libraries.test(resourceOf(module)))) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_ALL_HINT, source));
            }
          }
        },
      );
    });
  }
}
