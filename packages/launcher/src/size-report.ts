// `tsx packages/launcher/src/size-report.ts`: after `pnpm build`, the gzip size of what each
// app makes a browser download first. Writes reports/size-report.json and prints a table.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './paths';
import { REMOTE_APPS } from './remotes-config';
import { libraryBytes, noLibraryBytes, trackedLibraries, type Library, type LibraryBytes } from './size/library-bytes';

export interface SizedFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface AppSize {
  app: string;
  /** What loading the app's entry costs: the shell's page scripts, a remote's entry + exposes. */
  initial: SizedFile[];
  initialGzipBytes: number;
  /** Loaded later, on demand (async chunks of the exposes). */
  lazy: SizedFile[];
  /** A remote's own copies of shared modules: downloaded only if the host has no copy. */
  sharedFallbacks: SizedFile[];
  /**
   * Gzip bytes (each file's gzip shared out by its source map) of the libraries that should
   * reach the browser once, in the app's own scripts (every script but the shared fallbacks)
   * and in its shared fallbacks (downloaded only when no other app has loaded that library).
   */
  libraries: { own: LibraryBytes; fallbacks: LibraryBytes };
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  exposes: { name: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
}

function sizeOf(dir: string, file: string): SizedFile {
  const body = readFileSync(path.join(dir, file));
  return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

function sum(files: SizedFile[]): number {
  return files.reduce((total, file) => total + file.gzipBytes, 0);
}

function unique(files: string[]): string[] {
  return [...new Set(files)];
}

/** The shell: the scripts its index.html references (webpack puts every initial chunk there). */
export function shellSize(dir: string): AppSize {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/^\//, ''))
    .filter((src) => src && !/^[a-z]+:\/\//i.test(src));
  const initial = unique(scripts).map((file) => sizeOf(dir, file));
  return {
    app: 'shell',
    initial,
    initialGzipBytes: sum(initial),
    lazy: [],
    sharedFallbacks: [],
    libraries: librariesIn(dir, []),
  };
}

/** A remote: remoteEntry.js plus each exposed module's sync chunks, from mf-manifest.json. */
export function remoteSize(app: string, dir: string): AppSize {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const syncFiles = unique(['remoteEntry.js', ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)]);
  const asyncFiles = unique(manifest.exposes.flatMap((expose) => expose.assets.js.async)).filter(
    (file) => !syncFiles.includes(file),
  );
  const sharedFiles = unique(
    manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]),
  ).filter((file) => !syncFiles.includes(file) && !asyncFiles.includes(file));
  const initial = syncFiles.map((file) => sizeOf(dir, file));
  return {
    app,
    initial,
    initialGzipBytes: sum(initial),
    lazy: asyncFiles.map((file) => sizeOf(dir, file)),
    sharedFallbacks: sharedFiles.map((file) => sizeOf(dir, file)),
    libraries: librariesIn(dir, sharedFiles),
  };
}

/** The tracked libraries' gzip bytes in every script of `dir` (not its subfolders). */
function librariesIn(dir: string, fallbackFiles: string[]): AppSize['libraries'] {
  const own = noLibraryBytes();
  const fallbacks = noLibraryBytes();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const raw = libraryBytes(dir, file);
    const { rawBytes, gzipBytes } = sizeOf(dir, file);
    const into = fallbackFiles.includes(file) ? fallbacks : own;
    for (const library of libraryNames) into[library] += Math.round((raw[library] / rawBytes) * gzipBytes);
  }
  return { own, fallbacks };
}

const libraryNames = Object.keys(trackedLibraries) as Library[];

/**
 * Per library, the apps whose own scripts carry it and the gzip bytes a member pays more than
 * once (all copies but the largest) when they visit every area.
 */
export function duplicateLibraries(sizes: AppSize[]): { library: Library; apps: string[]; extraGzipBytes: number }[] {
  return libraryNames.map((library) => {
    const copies = sizes.filter((size) => size.libraries.own[library] > 0);
    const bytes = copies.map((size) => size.libraries.own[library]);
    return {
      library,
      apps: copies.map((size) => size.app),
      extraGzipBytes: bytes.reduce((total, value) => total + value, 0) - Math.max(0, ...bytes),
    };
  });
}

export function measureApps(root = repoRoot): AppSize[] {
  const apps: { app: string; dir: string }[] = [
    { app: 'shell', dir: path.join(root, 'shell/dist') },
    ...REMOTE_APPS.map((remote) => ({ app: remote.dir, dir: path.join(root, remote.dir, 'dist') })),
  ];
  const missing = apps.filter(({ dir }) => !existsSync(dir)).map(({ app }) => app);
  if (missing.length > 0) throw new Error(`No build output for ${missing.join(', ')}: run pnpm build first`);
  return apps.map(({ app, dir }) => (app === 'shell' ? shellSize(dir) : remoteSize(app, dir)));
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatTable(sizes: AppSize[]): string {
  const rows = [
    [
      'app',
      'initial files',
      'initial gzip',
      'lazy gzip',
      'shared fallbacks gzip',
      ...libraryNames.map((library) => `${library} own/fallback`),
    ],
    ...sizes.map((size) => [
      size.app,
      String(size.initial.length),
      kb(size.initialGzipBytes),
      kb(sum(size.lazy)),
      kb(sum(size.sharedFallbacks)),
      ...libraryNames.map((library) => `${kb(size.libraries.own[library])}/${kb(size.libraries.fallbacks[library])}`),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

export function formatDuplicates(sizes: AppSize[]): string {
  return duplicateLibraries(sizes)
    .map(
      ({ library, apps, extraGzipBytes }) =>
        `${library}: in ${apps.length} apps' own scripts (${apps.join(', ') || 'none'}), ${kb(extraGzipBytes)} gzip more than once`,
    )
    .join('\n');
}

export function writeSizeReport(root = repoRoot): { file: string; sizes: AppSize[] } {
  const sizes = measureApps(root);
  const dir = path.join(root, 'reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'size-report.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 9, apps: sizes, duplicates: duplicateLibraries(sizes) }, null, 2)}\n`,
  );
  return { file, sizes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `size-report.ts <folder>` measures another checkout's build without writing a report.
  const other = process.argv[2];
  const { file, sizes } = other
    ? { file: '(not written)', sizes: measureApps(path.resolve(other)) }
    : writeSizeReport();
  console.log(formatTable(sizes));
  console.log(`\n${formatDuplicates(sizes)}`);
  console.log(`\nGzip bytes (level 9) of each app's initial JS; details in ${path.relative(process.cwd(), file)}`);
}
