// `pnpm --filter @church/launcher build:server`: the server as plain JavaScript (decision 0068).
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../paths';

/** Beside the API's node_modules, so the bundles import its dependencies as the sources do. */
export const serverDist = path.join(repoRoot, 'packages/api/dist');
/** Which bundles exist and what they were built from, for the freshness check in run-built.mjs. */
export const inputsFile = path.join(serverDist, 'inputs.json');

const entryPoints = {
  // The API alone (`pnpm --filter @church/api start`, one replica).
  server: path.join(repoRoot, 'packages/api/src/server.ts'),
  // `pnpm start`: the API with the site and the remotes' servers.
  site: path.join(repoRoot, 'packages/launcher/src/start.ts'),
};

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Our workspace packages export TypeScript, so they are bundled. Every other package stays an
 * import, found at run time in packages/api/node_modules: the build fails here when the API
 * does not depend on it, instead of the server failing at start.
 */
const dependenciesOfTheApi: Plugin = {
  name: 'dependencies-of-the-api',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@church/') || args.pluginData === 'checking') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await bundler.resolve(args.path, {
        kind: args.kind,
        resolveDir: path.dirname(serverDist),
        pluginData: 'checking',
      });
      if (found.errors.length > 0) {
        return { errors: [{ text: `${args.path} (imported by ${args.importer}) is not a dependency of @church/api` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * Code that finds files next to its source (migrations, demo media, the renderer's worker)
 * reads `import.meta.url`; in a bundle that is the bundle's address. Each use is rewritten to
 * the source file's address relative to the bundle, so those files are read where they are
 * and the folder can still move.
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (!source.includes('import.meta.url')) return { contents: source, loader };
      const relative = toPosix(path.relative(serverDist, args.path));
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader,
      };
    });
  },
};

/** Bundles the server entry points into packages/api/dist/*.mjs and records their inputs. */
export async function buildServer(): Promise<string[]> {
  const result = await build({
    entryPoints,
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: repoRoot,
    plugins: [dependenciesOfTheApi, sourceFileUrls],
  });
  const bundles = Object.keys(entryPoints).map((name) =>
    toPosix(path.relative(repoRoot, path.join(serverDist, `${name}.mjs`))),
  );
  // The lockfile too: a changed dependency version means a different build.
  const inputs = [...Object.keys(result.metafile.inputs), 'pnpm-lock.yaml'];
  writeFileSync(inputsFile, `${JSON.stringify({ bundles, inputs }, null, 2)}\n`);
  return bundles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const startedAt = Date.now();
  const bundles = await buildServer();
  console.log(`[build] ${bundles.join(', ')} in ${Date.now() - startedAt} ms`);
}
