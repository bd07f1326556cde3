import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { catalogueRule, cssModuleNames, scriptRule } from './script-rule';

/** The module an app that draws pages on the server provides (decision 0052). */
export const serverRenderEntry = 'src/server-render.tsx';
/** Where the API looks for the renderer: `serverRenderFile` in @church/contracts says the same. */
const serverRenderFile = 'server/render.js';

export const hasServerRender = (dir: string) => fs.existsSync(path.join(dir, serverRenderEntry));

/**
 * The app's server renderer: `dist/server/render.js` (`serverRenderFile`), one self-contained CommonJS file (React
 * and every library inside, lazy pages inlined) that the API loads from beside the app's
 * browser build, so it is deployed, released and rolled back with it. Class names match the
 * browser build's; style sheets themselves stay the browser's.
 */
export function createServerRenderConfig(options: { name: string; dir: string }): Configuration {
  return {
    name: `${options.name}-server`,
    mode: 'production',
    target: 'node20',
    context: options.dir,
    entry: `./${serverRenderEntry}`,
    devtool: false,
    output: {
      // The browser build's folder, so `--output-path` (a release build) moves both alike; the
      // browser build's clean leaves this file to this build.
      path: path.join(options.dir, 'dist'),
      filename: serverRenderFile,
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        catalogueRule(),
        scriptRule(true),
        {
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: {
              modules: {
                auto: true,
                namedExport: false,
                exportOnlyLocals: true,
                ...cssModuleNames(options.name),
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Read once per deploy by the server, never sent to a browser: readable beats small.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
