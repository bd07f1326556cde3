// Lint rules for the whole workspace. The import rules keep the micro-frontend boundaries
// honest: apps never reach into each other's files, packages are used through their public
// entry, and routing goes through the @church/router singleton.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { languagesLint } from './eslint-languages.mjs';

const apps = ['shell', 'mfe-public', 'mfe-giving', 'mfe-account', 'mfe-dashboard', 'mfe-plans'];

/** Each app may not import another app's files. */
const boundaryZones = apps.flatMap((app) => [
  ...apps
    .filter((other) => other !== app)
    .map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: 'Apps never import each other; share through a package, the URL or the modal manager.',
    })),
]);

/**
 * Inside an app, features do not import each other (they are composed by the app's pages and
 * dialogs) and shared code in `src/lib` or `src/components` does not import features.
 */
const featureZones = apps.flatMap((app) => {
  const featuresDir = `./${app}/src/features`;
  const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
  return [
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`],
      message: 'Features do not import each other; compose them in the app, or share through src/lib.',
    })),
    ...['lib', 'components'].map((shared) => ({
      target: `./${app}/src/${shared}`,
      from: featuresDir,
      message: 'Shared code does not depend on a feature.',
    })),
  ];
});

/**
 * API modules (packages/api/src/modules/<name>) import each other only through the other
 * module's index.ts, its declared public face (decision 0065); never its files.
 */
const apiModulesDir = './packages/api/src/modules';
const apiModules = existsSync(apiModulesDir) ? readdirSync(apiModulesDir).filter((entry) => !entry.includes('.')) : [];
const apiModuleZones = apiModules.map((module) => ({
  target: `${apiModulesDir}/${module}`,
  from: apiModulesDir,
  except: [`./${module}`, './api-module.ts', ...apiModules.map((other) => `./${other}/index.ts`)],
  message: "Import another API module through its index ('../<module>'), never its files.",
}));

// Decision 0067: an answer from the API is read through @church/http and checked, never asserted.
const readRules = [
  {
    selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
    message: 'Call the API through @church/http (api, or request from @church/http/core).',
  },
  {
    selector: "CallExpression[callee.property.name='json'][typeArguments]",
    message: 'An answer is unknown until checked: v.parse(XSchema, await response.json()).',
  },
  {
    selector:
      "TSAsExpression:not([typeAnnotation.type='TSUnknownKeyword']):has(CallExpression[callee.property.name='json'])",
    message: 'An answer is unknown until checked: v.parse(XSchema, await response.json()).',
  },
  {
    selector:
      "TSAsExpression:not([typeAnnotation.type='TSUnknownKeyword']):has(CallExpression[callee.object.name='JSON'][callee.property.name='parse'])",
    message: 'Parsed JSON is unknown until checked against its contract.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      // Generated reports only: source folders named reports are linted.
      'reports/**',
      'packages/e2e/reports/**',
      '**/coverage/**',
      '**/test-results/**',
      'packages/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // The boundary rules only see imports they can resolve: TypeScript sources included.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones, ...apiModuleZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'Import from @church/router: one shared, tree-shaken router.' },
            { name: 'react-router', message: 'Import from @church/router: one shared, tree-shaken router.' },
            {
              name: '@tanstack/react-query',
              message: 'Import from @church/query: one shared client and cache (decision 0033).',
            },
            {
              name: 'react-hot-toast',
              importNames: ['default', 'toast'],
              message: 'Use toast from @church/http: it loads the library with the first toast (decision 0048).',
            },
            {
              name: '@hookform/resolvers/valibot',
              message:
                'Use valibotFormResolver (or useValibotForm) from @church/ui: it keeps cross-field checks running.',
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+packages/',
              message: 'Import a package by its name (@church/...), never by path.',
            },
            {
              // @church/http/toast is the client's light entry: a toast without the client (decision
              // 0048); @church/router/testing holds MemoryRouter for tests, out of the shared router
              // (0051); @church/http/core is the fetch core without the client (decision 0067); @church/router/server is the server renderers' (0052); @church/testing/pdf-text
              // is the Node tests' entry, out of the jsdom helpers' (it loads pdf.js); @church/ui/member-picker
              // and @church/ui/bank-verification (0109) ask the shared query client, which the public
              // site does not load; @church/ui/contracts-messages
              // registers the contracts' Spanish, which only code off the first visit may bring.
              // @church/areas/site-table is the site table without React (the API and e2e read it),
              // @church/areas/public-pages its public rows alone (the public site's and the API's),
              // @church/areas/area-page-at an area page by its path alone (the API names its files),
              // @church/areas/server-drawn what the servers read for a page they draw,
              // @church/areas/i18n/es the titles' Spanish (the e2e expects it in the titles).
              regex:
                '^@church/(?!http/toast$|http/core$|router/testing$|router/server$|testing/pdf-text$|ui/member-picker$|ui/bank-verification$|ui/contracts-messages$|areas/site-table$|areas/public-pages$|areas/area-page-at$|areas/server-drawn$|areas/i18n/es$)[^/]+/(?!styles\\.css$).+',
              message: "Deep imports into packages are not allowed: use the package's public entry.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The facades are the one place allowed to import the router, query, resolver and toast packages
    // (the test setup clears react-hot-toast itself between tests).
    files: [
      'packages/router/**',
      'packages/query/**',
      'packages/ui/src/form/valibot-form-resolver.ts',
      'packages/http/src/toast.ts',
      'packages/mf-config/jest/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One way to read server data (decision 0067): app code calls the API through @church/http
    // (or its fetch core) and checks answers against their valibot contracts, never asserting
    // their type. Tests and the fetch core itself (packages/http) are outside these folders.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through @church/http (api, or request from @church/http/core).' },
      ],
      'no-restricted-syntax': ['error', ...readRules],
    },
  },
  // After the block above: a file both cover keeps both lists.
  languagesLint(readRules),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'packages/mf-config/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
