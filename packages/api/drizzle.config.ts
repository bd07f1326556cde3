import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @church/api db:generate` diffs the tables against the migrations in ./drizzle.
// Migrations are applied by the server itself at start (src/db/migrate.ts), never by
// drizzle-kit: only one process may open a PGlite folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
