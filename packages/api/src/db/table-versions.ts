import { inArray } from 'drizzle-orm';
import { tableVersions } from './table-versions.table';
import type { DbOrTx } from './types';

/**
 * The tables whose writes are counted in table_versions: migration 0020's, and the refund
 * window's (the audit log's migration).
 */
export const versionedTables = [
  'givings',
  'giving_details',
  'giving_types',
  'church_settings',
  'statement_deliveries',
] as const;

/** One string that changes whenever any of `tables` was written (a never-written table counts 0). */
export async function versionOf(tx: DbOrTx, tables: readonly string[]): Promise<string> {
  const rows = await tx
    .select()
    .from(tableVersions)
    .where(inArray(tableVersions.name, [...tables]));
  const found = new Map(rows.map((row) => [row.name, row.version]));
  return tables.map((table) => found.get(table) ?? 0).join('.');
}
