import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import { MessageChannel, MessagePort } from 'node:worker_threads';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { PageSharesPlugin, SHARED_FILES } from './page-shares-plugin';

// The tests run in jsdom; webpack's compiler and the federation plugin's fetch need Node's own.
Object.assign(globalThis, { setImmediate, clearImmediate, MessageChannel, MessagePort });

const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** A production build of a federated app in `dir`; its emitted files by name. */
async function build(
  dir: string,
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0],
  role: 'host' | 'remote',
) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role === 'host' ? '/' : 'auto',
      chunkFilename: '[name].[contenthash:6].js',
    },
    plugins: [
      new ModuleFederationPlugin({ dts: false, shareStrategy: 'loaded-first', ...federation }),
      new PageSharesPlugin(role),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
  );
  const read = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  return { read, files: fs.readdirSync(path.join(dir, 'dist')) };
}

// A federated production build takes seconds (more on a busy machine).
jest.setTimeout(60_000);

describe('PageSharesPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-shares-'));
    write(dir, 'node_modules/forms/package.json', '{"name":"forms","version":"1.2.0","main":"index.js"}');
    write(dir, 'node_modules/forms/index.js', 'export const useForm = () => ({ fields: [] });');
    write(dir, 'node_modules/dates/package.json', '{"name":"dates","version":"3.0.0","main":"index.js"}');
    write(dir, 'node_modules/dates/index.js', 'export const today = () => new Date().toISOString();');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes each exposed page's share keys into the remote's manifest", async () => {
    write(dir, 'src/index.js', '');
    write(dir, 'src/page.js', "import { useForm } from 'forms'; export default () => useForm();");
    write(dir, 'src/other.js', 'export default () => 1;');
    const shared = { forms: { singleton: true, version: '1.2.0', requiredVersion: '^1.2.0' } };
    const remote = await build(
      dir,
      {
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './page': './src/page.js', './other': './src/other.js' },
        shared,
        manifest: true,
      },
      'remote',
    );
    const manifest = JSON.parse(remote.read('mf-manifest.json')) as { exposes: { name: string; requires: string[] }[] };
    expect(Object.fromEntries(manifest.exposes.map((expose) => [expose.name, expose.requires]))).toEqual({
      page: ['forms'],
      other: [],
    });
  });

  it("lists the host's own files of each library it provides, none of its boot", async () => {
    write(dir, 'src/index.js', "import('./bootstrap');");
    write(dir, 'src/bootstrap.js', "import { useForm } from 'forms'; useForm();");
    const shared = {
      forms: { singleton: true, version: '1.2.0', requiredVersion: '^1.2.0' },
      // Provided without being imported: the host names the file its remotes resolve.
      dates: {
        singleton: true,
        version: '3.0.0',
        requiredVersion: '^3.0.0',
        import: path.join(dir, 'node_modules/dates/index.js'),
      },
    };
    const host = await build(dir, { name: 'host', shared }, 'host');
    const files = JSON.parse(host.read(SHARED_FILES)) as Record<string, string[]>;
    // The form library loads with the host's boot, so the page needs nothing more for it.
    expect(Object.keys(files)).toEqual(['dates']);
    expect(files.dates).toHaveLength(1);
    expect(host.files).toContain(files.dates?.[0]);
    expect(host.read(files.dates![0]!)).toContain('toISOString');
  });
});
