// `pnpm restore <archive>`: an archive of `pnpm backup` into an empty site (no PGlite folder or
// an empty PostgreSQL database, no uploads), the one DATA_DIR / DATABASE_URL name. Then `pnpm start`.
import { parseArgs } from 'node:util';
import { loadConfig, restoreSite } from '@church/api';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Usage: pnpm restore <archive.tar>');
  const config = loadConfig();
  const manifest = await restoreSite(positionals[0]!, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    filesInS3: Boolean(config.files.s3),
  });
  console.log(
    `[restore] the site as of ${manifest.createdAt} (${manifest.database.kind}, migrations to ${manifest.lastMigration}) is in place; start it with pnpm start`,
  );
} catch (error) {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
