import type { FastifyInstance } from 'fastify';
import type { AccountsConfig, FilesConfig, SongsConfig } from '../config';
import type { Seed } from '../db/seed';
import type { PasswordHasher } from '../lib/password';
import type { FileStorage } from './files';
import type { PaymentsModuleOptions } from './payments';
import type { WriteThrottle } from './throttles';

/** What the app hands every module: its configuration, read once in app.ts. */
export interface ModuleContext {
  dataDir: string;
  databaseUrl?: string;
  accounts: AccountsConfig;
  hasher: PasswordHasher;
  /** The server's signing secret (access tokens, known devices, two-step challenges). */
  secret: Buffer;
  files: FilesConfig;
  /** Every table of the schema (`src/db/schema.ts`), for the files module's sweep. */
  tables: Record<string, unknown>;
  storage: FileStorage;
  payments: PaymentsModuleOptions;
  /** CHURCH_TIME_ZONE: whose days the dates count in. */
  timeZone: string;
  /** "Today" (tests fix it); the clock when not given. */
  now?: () => Date;
  songs: SongsConfig;
  writeThrottles?: readonly WriteThrottle[];
  liveHeartbeatMs?: number;
}

/**
 * One API module, declared by its `index.ts` and listed once in `modules/index.ts`: app.ts
 * registers it, the schema reads its tables and the database seeds it from this object.
 */
export interface ApiModule {
  /** The module's folder name. */
  name: string;
  /** The modules whose index this one imports; they come before it in the list. */
  needs: readonly string[];
  /** Its drizzle tables (the `*.table.ts` exports), for the schema. */
  tables?: Record<string, unknown>;
  /** Demo data, run once per database in list order (src/db/seed.ts). */
  seeds?: (context: ModuleContext) => readonly Seed[];
  /** App-wide part (decorators, root hooks), registered at the root before any module's routes. */
  decorate?: (app: FastifyInstance, context: ModuleContext) => PromiseLike<unknown>;
  /** Its routes, registered under /api in list order. */
  routes?: (api: FastifyInstance, context: ModuleContext) => PromiseLike<unknown>;
}
