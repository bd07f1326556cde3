// `tsx packages/launcher/src/size-report.ts`: after `pnpm build`, the gzip size of what each
// app makes a browser download first. Writes reports/size-report.json and prints a table.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './paths';
import { REMOTE_APPS } from './remotes-config';

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
  return { app: 'shell', initial, initialGzipBytes: sum(initial), lazy: [], sharedFallbacks: [] };
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
  };
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
    ['app', 'initial files', 'initial gzip', 'lazy gzip', 'shared fallbacks gzip'],
    ...sizes.map((size) => [
      size.app,
      String(size.initial.length),
      kb(size.initialGzipBytes),
      kb(sum(size.lazy)),
      kb(sum(size.sharedFallbacks)),
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

export function writeSizeReport(root = repoRoot): { file: string; sizes: AppSize[] } {
  const sizes = measureApps(root);
  const dir = path.join(root, 'reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'size-report.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 9, apps: sizes }, null, 2)}\n`,
  );
  return { file, sizes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { file, sizes } = writeSizeReport();
  console.log(formatTable(sizes));
  console.log(`\nGzip bytes (level 9) of each app's initial JS; details in ${path.relative(process.cwd(), file)}`);
}
