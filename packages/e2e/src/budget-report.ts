import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const reportsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports');
const reportFile = path.join(reportsDir, 'budgets.json');

/** Adds one section to reports/budgets.json, keeping the sections other tests wrote. */
export function writeBudgetSection(name: string, section: unknown): void {
  mkdirSync(reportsDir, { recursive: true });
  const current: Record<string, unknown> = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
    : {};
  current[name] = { ...(section as object), measuredAt: new Date().toISOString() };
  writeFileSync(reportFile, `${JSON.stringify(current, null, 2)}\n`);
}
