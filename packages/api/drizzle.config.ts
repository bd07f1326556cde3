import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @church/api db:generate` diffs the tables against the migrations in ./drizzle.
// Migrations are applied by the server itself at start (src/db/migrate.ts), never by
// drizzle-kit: only one process may open a PGlite folder. The tables are every module's
// `*.table.ts` (the same ones the modules declare in their `tables`) and the database's own.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/*.table.ts', './src/modules/**/*.table.ts'],
  out: './drizzle',
});
