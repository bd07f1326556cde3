import type { RuleSetRule } from 'webpack';

/** TypeScript and JSX through swc: the one script rule of the browser and the server builds. */
export function scriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * A `*.module.css` class name: scoped per app so two remotes never clash, and the same in the
 * browser and the server build, so a page drawn on the server wears the browser's styles.
 */
export const cssModuleNames = (appName: string) => ({
  // Short names: every class of a module is spelled out in its chunk's JavaScript, ~0.3 KB gzip
  // on a first visit as `app__local__hash`. Salted with the app, so two remotes never clash.
  localIdentName: 'c[hash:base64:6]',
  localIdentHashSalt: appName,
});

/**
 * A catalogue (`i18n/en.ts`, `es.ts`: an owner's, or a lazily loaded feature's own) compiled before swc reads it: messages ship in Lingui's
 * compiled form, so neither the browser nor a server renderer parses ICU (decision 0073-languages).
 */
export function catalogueRule(): RuleSetRule {
  return {
    test: /[\\/]i18n[\\/][a-z]{2}\.ts$/,
    exclude: /node_modules/,
    enforce: 'pre',
    use: { loader: require.resolve('./compile-catalogue-loader.cjs') },
  };
}
