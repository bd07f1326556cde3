import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockFolder } from '../db/folder-lock';
import { FILES_DIR, JWT_SECRET_FILE, MANIFEST_FILE, type BackupManifest } from './manifest';
import { runCommand } from './run-command';
import type { SiteData } from './site-backup';

async function isEmptyFolder(folder: string): Promise<boolean> {
  const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.length === 0;
}

/** A database with no table of ours and no migrations record: pg_restore will not mix two sites. */
async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')`,
    );
    return rows[0]?.tables === 0;
  } finally {
    await client.end();
  }
}

async function restorePglite(tar: string, folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  const unlock = await lockFolder(folder);
  try {
    const database = await PGlite.create(folder, { loadDataDir: new Blob([await fs.readFile(tar)]) });
    await database.close();
  } finally {
    await unlock();
  }
}

/**
 * Restores an archive of `pnpm backup` into an empty site: no PGlite folder (or an empty
 * database for PostgreSQL) and no stored files. Refuses anything else before changing it.
 */
export async function restoreSite(archive: string, site: SiteData): Promise<BackupManifest> {
  const dbFolder = path.join(site.dataDir, 'db');
  const filesFolder = path.join(site.dataDir, FILES_DIR);
  const emptyDatabase = site.databaseUrl ? await isEmptyDatabase(site.databaseUrl) : await isEmptyFolder(dbFolder);
  if (!emptyDatabase)
    throw new Error(`The target database is not empty (${site.databaseUrl ? 'DATABASE_URL' : dbFolder})`);
  if (!site.filesInS3 && !(await isEmptyFolder(filesFolder))) throw new Error(`${filesFolder} is not empty`);

  await fs.mkdir(site.dataDir, { recursive: true });
  // Unpacked inside DATA_DIR, so the files are moved into place by a rename.
  const unpacked = path.join(site.dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    await fs.mkdir(unpacked);
    await runCommand('tar', ['--extract', '--file', path.resolve(archive), '--directory', unpacked]);
    const manifest = JSON.parse(await fs.readFile(path.join(unpacked, MANIFEST_FILE), 'utf8')) as BackupManifest;
    if (manifest.format !== 'church-backup/1') throw new Error(`${archive} is not an archive of pnpm backup`);
    const kind = site.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new Error(`The archive holds a ${manifest.database.kind} database; the target is ${kind}`);
    }

    const dump = path.join(unpacked, manifest.database.file);
    if (site.databaseUrl) {
      await runCommand('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--dbname',
        site.databaseUrl,
        dump,
      ]);
    } else {
      await restorePglite(dump, dbFolder);
    }
    if (manifest.files.included && !site.filesInS3) {
      await fs.rm(filesFolder, { recursive: true, force: true });
      await fs.rename(path.join(unpacked, FILES_DIR), filesFolder);
    }
    const secretFile = path.join(site.dataDir, JWT_SECRET_FILE);
    if (manifest.jwtSecret && !(await fs.stat(secretFile).catch(() => undefined))) {
      await fs.copyFile(path.join(unpacked, JWT_SECRET_FILE), secretFile);
      await fs.chmod(secretFile, 0o600);
    }
    return manifest;
  } finally {
    await fs.rm(unpacked, { recursive: true, force: true });
  }
}
