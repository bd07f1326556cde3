/** `manifest.json`, the first thing in every archive `pnpm backup` writes. */
export interface BackupManifest {
  format: 'church-backup/1';
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** In the archive: PGlite's data folder as a tar, or pg_dump's custom format. */
    file: string;
  };
  /** Uploads (DATA_DIR/files), under `files/`; not in the archive when they live in S3. */
  files: { included: true; count: number; bytes: number } | { included: false; reason: string };
  /** DATA_DIR/jwt-secret, when the site generated its own: sessions stay valid after a restore. */
  jwtSecret: boolean;
  /** The newest migration in the archive's database: restore with code that has it. */
  lastMigration: string;
}

export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_FILE = 'database/pglite-folder.tar';
export const POSTGRES_FILE = 'database/postgres.dump';
export const FILES_DIR = 'files';
export const JWT_SECRET_FILE = 'jwt-secret';
