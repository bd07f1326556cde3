import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BootPreloadPlugin } from './boot-preload-plugin';
import { CompileHintsPlugin } from './compile-hints-plugin';
import { PageSharesPlugin } from './page-shares-plugin';
import { createServerRenderConfig, hasServerRender } from './create-server-render-config';
import { API_DEV_PORT } from './ports';
import { borrowedRuntimeCore, runtimeCoreVersion } from './runtime/runtime-core-lending';
import { catalogueRule, cssModuleNames, scriptRule } from './script-rule';
import { sharedSingletons } from './shared';

// Loaders resolve from this package, not from each app, so apps need not list them.
const resolveLoader = (name: string) => require.resolve(name);

export interface AppOptions {
  /** Federation name: 'shell' for the host, 'mfe_<area>' for remotes. */
  name: string;
  /** The app's folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Modules other apps may load, e.g. { './routes': './src/expose/routes.tsx' }. Host has none. */
  exposes?: Record<string, string>;
  /** Page title of the standalone dev page and of the host. */
  title: string;
  /**
   * Each lazy chunk carries the modules it shares with its siblings instead of webpack splitting
   * them into chunks of their own: mfe-public, whose first visit is the route module and one
   * page's chunk, where each split file costs more than the copies (decision 0107).
   */
  selfContainedPages?: boolean;
  /**
   * Libraries (matched on their file path) whose chunks V8 should compile whole as they download
   * (compile-hints-plugin.ts): for a large library that runs most of its code at once.
   */
  compileWhole?: RegExp;
}

type Mode = 'production' | 'development';
type BrowserConfiguration = Configuration & { devServer: DevServerConfiguration };

/**
 * The one webpack + Module Federation config every app is built with: apps differ only in
 * name, port and exposes, so a change to sharing or loaders happens in one place.
 */
export function createAppConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Mode }): BrowserConfiguration | Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const isHost = !options.exposes;
    const production = mode === 'production';
    const publicDir = path.join(options.dir, 'public');

    const browser: BrowserConfiguration = {
      mode,
      context: options.dir,
      entry: './src/index.ts',
      // Production keeps its maps for error reports but names them nowhere, and no server serves them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // The host lives at the site root; a remote's chunks load from wherever its manifest is.
        publicPath: isHost ? '/' : 'auto',
        // Six hex digits: the name already tells chunks apart, the hash only a chunk's versions
        // (one in 16 million), and each runtime lists every chunk's hash on the first visit:
        // two digits fewer are about 120 gzip bytes there (decision 0092).
        filename: production ? '[name].[contenthash:6].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:6].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:6][ext]',
        uniqueName: options.name,
        // dist/server is the server renderer's, built alongside (create-server-render-config).
        clean: { keep: /^server[/\\]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router's exports map names only its development build; its production build
        // (same API, without the dev-only checks and warnings) is what a production page needs.
        ...(production ? { alias: reactRouterProductionBuild(options.dir) } : {}),
      },
      // A production remote leaves out the federation runtime core and borrows the shell's
      // (decision 0051): ~9.7 KB gzip off every remoteEntry.js. enhanced's
      // `experiments.externalRuntime` does the same but trusts whatever version the shell lends.
      // A dev build keeps its own core, so a remote's standalone page boots without a shell.
      ...(production && !isHost
        ? {
            externals: {
              '@module-federation/runtime-core': `var ${borrowedRuntimeCore(options.name, runtimeCoreVersion())}`,
            },
          }
        : {}),
      module: {
        rules: [
          catalogueRule(),
          scriptRule(production),
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: resolveLoader('css-loader'),
                options: {
                  // *.module.css is scoped per app so two remotes can never clash on a class name.
                  modules: {
                    auto: true,
                    namedExport: false,
                    ...cssModuleNames(options.name),
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          ...(options.exposes ? { exposes: options.exposes } : {}),
          shared: sharedSingletons(options.dir, { isHost }),
          // Take whichever copy is loaded already instead of fetching every remote's entry at
          // startup to compare versions: a remote that is down must not delay the home page.
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          // A remote loads another remote only through @church/remotes, a singleton the shell
          // provides with its own runtime, so a remote's entry can leave out the runtime's
          // remote-loading and manifest-snapshot code: ~40% of remoteEntry.js.
          // The shell lends its runtime core to the remotes (`externals` above, decision 0051).
          ...(isHost
            ? {
                runtimePlugins: [
                  [path.join(__dirname, 'runtime/provide-runtime-core.ts'), { version: runtimeCoreVersion() }],
                ],
                // Only browsers run the shell's bundle (its server renderer is a separate build
                // without federation): `target: 'web'` drops the runtime's Node script loader,
                // ~1.8 KB gzip of every first visit. The shell loads remotes by their remoteEntry.js
                // (remoteEntryOf in @church/contracts), so it leaves out manifest snapshots: ~1.5 KB more.
                experiments: { optimization: { disableSnapshot: true, target: 'web' as const } },
              }
            : {
                experiments: {
                  optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
                },
              }),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:6].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:6].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          // An app's own page if it has one (the shell); else the plain standalone page.
          template: fs.existsSync(path.join(options.dir, 'src/index.html'))
            ? path.join(options.dir, 'src/index.html')
            : path.join(__dirname, '../standalone.html'),
          title: options.title,
          // Remotes keep their page for standalone work; the host's page is the site.
          filename: 'index.html',
        }),
        ...(isHost && production ? [new BootPreloadPlugin()] : []),
        ...(production ? [new PageSharesPlugin(isHost ? 'host' : 'remote')] : []),
        // The federation runtime's error descriptions stay out of the browser's files: the code
        // and its docs link remain in each message (decision 0107).
        ...(production
          ? [
              new webpack.NormalModuleReplacementPlugin(
                /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
                path.join(__dirname, 'runtime/no-error-descriptions.mjs'),
              ),
            ]
          : []),
        ...(options.compileWhole && production ? [new CompileHintsPlugin(options.compileWhole)] : []),
        ...(fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir }] })] : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // The host's two first chunks (the remotes' start and the app) share the site table's
        // routes and the preloads: split out even when small, rather than carried by both.
        ...(isHost
          ? { splitChunks: { chunks: 'async' as const, minSize: 2_000 } }
          : {
              splitChunks: {
                cacheGroups: {
                  ownCatalogue: ownCatalogueChunk(options),
                  ...(options.selfContainedPages ? { default: false as const } : {}),
                },
              },
            }),
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: options.port,
        historyApiFallback: true,
        // A remote with hot reload breaks the host ("webpackHotUpdate... is not a function").
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
        proxy: [{ context: ['/api'], target: `http://localhost:${API_DEV_PORT}` }],
        client: { overlay: { warnings: false } },
      },
    };
    // An app that draws pages on the server builds its renderer beside its browser files.
    return production && hasServerRender(options.dir) ? [browser, createServerRenderConfig(options)] : browser;
  };
}

/**
 * A remote's own English catalogue (`src/i18n/en.ts` and the module registering it) in one chunk
 * of its own once two of its chunks use it: below webpack's 20 KB `minSize` it was copied into
 * each exposed module that needs it, so a member opening two of them fetched it twice (mfe-giving's
 * 12.7 KB in the dialog's and Payment Settings' chunks, decision 0107). A catalogue under 2 KB
 * (mfe-public's, whose other copy is in a module no first visit loads) is left where it is: a
 * request of its own would cost the first visit more than the copy does.
 */
function ownCatalogueChunk(options: AppOptions) {
  const catalogues = path.join(options.dir, 'src', 'i18n') + path.sep;
  return {
    // From webpack's own `minSize` (20 KB) up, its default group keeps one copy already (and the
    // small modules riding with the catalogue in that chunk stay with it).
    test: (module: Module) =>
      (module as { resource?: string }).resource?.startsWith(catalogues) === true && module.size() < 20_000,
    name: `i18n-${options.name.replace(/^mfe_/, '')}-en`,
    chunks: 'async' as const,
    minChunks: 2,
    minSize: 2_000,
    priority: 10,
    reuseExistingChunk: true,
  };
}

/** `react-router` and `react-router/dom` pointed at the package's own production files. */
function reactRouterProductionBuild(appDir: string): Record<string, string> {
  const routerPackage = createRequire(path.join(appDir, 'package.json')).resolve('@church/router/package.json');
  const dom = createRequire(routerPackage).resolve('react-router-dom/package.json');
  const router = path.join(path.dirname(createRequire(dom).resolve('react-router')), '..', 'production');
  return {
    'react-router$': path.join(router, 'index.mjs'),
    'react-router/dom$': path.join(router, 'dom-export.mjs'),
  };
}
