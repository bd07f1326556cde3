import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compatibleRange } from './compatible-range';

/**
 * Modules every app must get from one copy at runtime. React refuses to run two copies, the
 * router and the stores hold state that apps coordinate through, so all are singletons.
 * Subpaths are listed on their own: MF matches import requests, not packages.
 */
const singletons: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // The router singleton. react-router(-dom) are deliberately NOT listed: a shared module is
  // never tree-shaken, so @church/router bundles the slice it re-exports, and a lint rule keeps
  // apps from importing the full packages (which would make a second router).
  '@church/router': '@church/router',
  zustand: 'zustand',
  'react-hot-toast': 'react-hot-toast',
  '@church/auth': '@church/auth',
  '@church/http': '@church/http',
  // The fetch core (decision 0067): the auth client, the shared client and the public pages'
  // reads use one copy, so every remote's failures are one HTTPError class.
  '@church/http/core': '@church/http',
  '@church/modals': '@church/modals',
  // One federation runtime: a remote that mounts another remote's page uses the shell's copy,
  // which knows every registered remote and keeps one retry state per module.
  '@church/remotes': '@church/remotes',
  // One cache of server data for every remote (see docs/decisions/0033).
  '@tanstack/react-query': '@tanstack/react-query',
  '@church/query': '@church/query',
  // Forms: every app with a form uses them, so a member would download a copy per app (~16 KB
  // gzip each). Shared, one copy serves all; none is on the first visit to a public page
  // (the budget test in packages/e2e fails if one gets there; decision 0048).
  valibot: 'valibot',
  'react-hook-form': 'react-hook-form',
  '@hookform/resolvers/valibot': '@hookform/resolvers',
  // Dates of the member areas (see memberAreaLibraries).
  luxon: 'luxon',
  // One set of messages and one active language for every app (decision 0073-languages).
  '@church/i18n': '@church/i18n',
};

/**
 * Libraries only the member areas use (through @church/ui). luxon was bundled whole in four
 * area remotes (~21 KB gzip each): shared, one copy serves them all. Only an app that lists it
 * in its package.json shares it, so mfe-public (the first visit) neither registers nor loads it,
 * although it resolves from every app. The shell lists it without using it: it registers its
 * copy first, so every area page gets that one, which the page server names among the page's
 * files (decision 0110); a visitor's page never loads it. TanStack Table is NOT shared: a shared
 * module is not tree-shaken, and the whole library (29.5 KB) costs more than the four trimmed
 * copies (9.5 KB each) unless a member opens all four areas (decision 0064-shared-ui-once).
 */
const memberAreaLibraries = new Set(['luxon']);

function listsDependency(pkg: string, appDir: string): boolean {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg in (manifest.dependencies ?? {});
}

/** The version the app resolves, or undefined when it does not use the package at all. */
export function versionOf(pkg: string, appDir: string): string | undefined {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    // Some packages (valibot) do not export their package.json: find it above the entry.
    return versionAboveEntry(pkg, require);
  }
}

function versionAboveEntry(pkg: string, require: NodeJS.Require): string | undefined {
  let dir: string;
  try {
    dir = path.dirname(require.resolve(pkg));
  } catch {
    return undefined;
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === pkg) return manifest.version;
  }
  return undefined;
}

/**
 * The `shared` block with versions read from what the app really resolves. Workspace packages
 * get an explicit range: a `workspace:*` range would silently disable the version check. The
 * range admits the previous minor (`compatibleRange`); `strictVersion` makes a copy outside it
 * fail the load of the module that needs it, which its region shows with the retry panel,
 * instead of running a remote against a React or a store it was not built for.
 */
export function sharedSingletons(appDir: string, { isHost = false } = {}) {
  // An app shares only what it uses: mfe-public has no query cache (decision 0008), for example.
  return Object.fromEntries(
    Object.entries(singletons).flatMap(([request, pkg]) => {
      const memberAreaOnly = memberAreaLibraries.has(pkg);
      if (memberAreaOnly && !listsDependency(pkg, appDir)) return [];
      const version = versionOf(pkg, appDir);
      // A library is provided only when the app's code imports it; the host imports no member
      // area library, so it names the file the remotes resolve (their `import` condition).
      const provided = isHost && memberAreaOnly ? { import: moduleEntryOf(pkg, appDir) } : {};
      return version
        ? [
            [
              request,
              { singleton: true, requiredVersion: compatibleRange(version), strictVersion: true, version, ...provided },
            ],
          ]
        : [];
    }),
  );
}

/** The file a bundler resolves for `import pkg`: the package's `import` export, else its `module`. */
function moduleEntryOf(pkg: string, appDir: string): string {
  const file = createRequire(path.join(appDir, 'package.json')).resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    exports?: { '.'?: { import?: string } };
    module?: string;
  };
  const entry = manifest.exports?.['.']?.import ?? manifest.module;
  if (!entry) throw new Error(`${pkg} names no module entry`);
  return path.join(path.dirname(file), entry);
}
