import { apiModules } from '../modules';
import { listCounts } from './list-counts.table';
import { seedHistory } from './seed-history.table';
import { tableVersions } from './table-versions.table';

/**
 * Every table, read from the module list (each module's `tables`), so drizzle knows the whole
 * schema. drizzle-kit finds the same tables by the `*.table.ts` files (drizzle.config.ts).
 */
export function schemaTables(): Record<string, unknown> {
  return Object.assign({ seedHistory, listCounts, tableVersions }, ...apiModules.map((module) => module.tables ?? {}));
}
