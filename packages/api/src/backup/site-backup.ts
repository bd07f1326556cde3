import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { requestFolderDump } from '../db/dump-socket';
import { migrationsFolder } from '../db/migrate';
import { copyNewFiles, folderSummary } from './file-copy';
import { FILES_DIR, JWT_SECRET_FILE, MANIFEST_FILE, PGLITE_FILE, POSTGRES_FILE, type BackupManifest } from './manifest';
import { runCommand } from './run-command';

/** What a site keeps: the same settings the API reads (DATA_DIR, DATABASE_URL, S3_BUCKET). */
export interface SiteData {
  dataDir: string;
  databaseUrl?: string;
  /** True when uploads live in an S3 bucket instead of DATA_DIR/files. */
  filesInS3?: boolean;
}

/** PGlite's folder as a tar: from the API that has it open, else opened here (the site is stopped). */
async function dumpPglite(dataDir: string): Promise<Buffer> {
  const fromRunningSite = await requestFolderDump(path.join(dataDir, 'db'));
  if (fromRunningSite) return fromRunningSite;
  const database = await openDatabase({ dataDir });
  try {
    return Buffer.from(await (await database.dumpFolder!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function lastMigration(): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/**
 * Writes one tar archive of the site: the database, the uploads and a manifest. It may run
 * while the site serves: files are copied before and after the database is dumped (a stored
 * file never changes, so the second pass adds only what was uploaded meanwhile), so every
 * file the dump names is in the archive, unless it was deleted in the moment between.
 * PostgreSQL is dumped in one snapshot by pg_dump; PGlite by the process that has it open.
 */
export async function backupSite(site: SiteData, archive: string): Promise<BackupManifest> {
  const target = path.resolve(archive);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Staged beside the archive: same disk, so the files are hard links, not copies.
  const staging = path.join(path.dirname(target), `.backup-${randomBytes(4).toString('hex')}`);
  const filesFrom = path.join(site.dataDir, 'files');
  const filesTo = path.join(staging, FILES_DIR);
  try {
    await fs.mkdir(path.join(staging, 'database'), { recursive: true });
    if (!site.filesInS3) await copyNewFiles(filesFrom, filesTo);

    const kind = site.databaseUrl ? 'postgres' : 'pglite';
    const file = kind === 'postgres' ? POSTGRES_FILE : PGLITE_FILE;
    if (site.databaseUrl) {
      await runCommand('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(staging, file),
        site.databaseUrl,
      ]);
    } else {
      await fs.writeFile(path.join(staging, file), await dumpPglite(site.dataDir));
    }

    if (!site.filesInS3) await copyNewFiles(filesFrom, filesTo);
    const secret = await fs.readFile(path.join(site.dataDir, JWT_SECRET_FILE)).catch(() => undefined);
    if (secret) await fs.writeFile(path.join(staging, JWT_SECRET_FILE), secret, { mode: 0o600 });

    const manifest: BackupManifest = {
      format: 'church-backup/1',
      createdAt: new Date().toISOString(),
      database: { kind, file },
      files: site.filesInS3
        ? { included: false, reason: 'uploads live in the S3 bucket: keep it versioned or replicated' }
        : { included: true, ...(await folderSummary(filesTo)) },
      jwtSecret: secret !== undefined,
      lastMigration: await lastMigration(),
    };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written under a temporary name, then renamed: an archive that exists is complete.
    const partial = `${target}.part`;
    await runCommand('tar', ['--create', '--file', partial, '--directory', staging, '.']);
    // It holds password hashes and perhaps the signing secret.
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
