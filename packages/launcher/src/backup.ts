// `pnpm backup [<archive>]`: the site's database, uploads and a manifest in one tar, taken
// while the site runs or not (decision 0069). The site is the one DATA_DIR / DATABASE_URL name.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSite, loadConfig } from '@church/api';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error('Usage: pnpm backup [<archive.tar>]');
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const archive = path.resolve(positionals[0] ?? path.join('backups', `church-${stamp}.tar`));
  const manifest = await backupSite(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, filesInS3: Boolean(config.files.s3) },
    archive,
  );
  const files = manifest.files.included
    ? `${manifest.files.count} files, ${(manifest.files.bytes / 1e6).toFixed(1)} MB`
    : `no files (${manifest.files.reason})`;
  console.log(`[backup] ${archive}: ${manifest.database.kind} database, ${files}`);
} catch (error) {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
