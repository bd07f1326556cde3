import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { COMPILE_ALL_HINT, CompileHintsPlugin } from './compile-hints-plugin';

// The tests run in jsdom, which has no setImmediate; webpack's compiler needs Node's.
Object.assign(globalThis, { setImmediate, clearImmediate });

/** A production build (minified as the apps are) of an app that loads `big-library` on demand. */
async function build(): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'node_modules/big-library/index.js',
    'export function draw(n) { return Array.from({ length: n }, (_, i) => i * 2); }',
  );
  write('src/index.js', "export const start = () => import('big-library').then((library) => library.draw(3));");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:6].js' },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    plugins: [new CompileHintsPlugin(/[\\/]node_modules[\\/]big-library[\\/]/)],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
  );
  const out = path.join(dir, 'dist');
  const files = Object.fromEntries(
    fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')] as const),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  return files;
}

it('marks the chunk that holds the library, and only it, after minification and with its source map in step', async () => {
  const files = await build();
  const scripts = Object.keys(files).filter((file) => file.endsWith('.js'));
  const library = scripts.filter((file) => files[file]!.includes('length:'));
  expect(library).toHaveLength(1);
  expect(files[library[0]!]!.startsWith(COMPILE_ALL_HINT)).toBe(true);
  expect(scripts.filter((file) => files[file]!.startsWith(COMPILE_ALL_HINT))).toEqual(library);
  // The map's first line is the hint's, with nothing mapped on it.
  const map = JSON.parse(files[`${library[0]}.map`]!) as { mappings: string };
  expect(map.mappings.startsWith(';')).toBe(true);
}, 60_000);
