import { and, eq, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/types';
import { FILES_URL_PREFIX } from './files.service';
import type { FileType } from './file-types';
import { uploads } from './uploads.table';

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/**
 * Every text column that may hold one of our file URLs: named `url` or `..._url`, in any table
 * of the schema (`tables`: every module's, from the module list). Read from the schema, so a new table with a picture column is covered without
 * a list to keep (a column of links elsewhere is harmless: it never equals one of our URLs).
 */
export function fileReferenceColumns(tables: Record<string, unknown>): { table: PgTable; column: PgColumn }[] {
  return (Object.values(tables) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable && value !== uploads)
    .flatMap((table) =>
      getTableConfig(table)
        .columns.filter((column) => column.columnType === 'PgText' && /(^|_)url$/.test(column.name))
        .map((column) => ({ table, column })),
    );
}

export function createUploadsRepository(db: DbOrTx, tables: Record<string, unknown>) {
  const references = fileReferenceColumns(tables);
  const urlOf = sql`${FILES_URL_PREFIX} || ${uploads.name}`;
  const unreferenced: SQL[] = references.map(({ table, column }) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, urlOf)),
    ),
  );

  return {
    async insert(values: { name: string; uploaderId: string; kind: FileType['kind'] }): Promise<void> {
      await db.insert(uploads).values(values);
    },

    /** Uploads older than `before` that no row points at: the files to delete. */
    async unreferencedBefore(before: Date, limit = 500): Promise<string[]> {
      const rows = await db
        .select({ name: uploads.name })
        .from(uploads)
        .where(and(lt(uploads.createdAt, before), ...unreferenced))
        .limit(limit);
      return rows.map((row) => row.name);
    },

    async remove(name: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.name, name));
    },
  };
}
