import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runSeeds, type Seed } from '../db/seed';
import { keepStatisticsCurrent } from '../db/statistics';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DbPluginOptions extends DatabaseOptions {
  seeds: readonly Seed[];
}

/**
 * Opens the database, brings its schema up to date and seeds demo data once, before any route
 * can run. Closing the app closes the database, so PGlite's folder is always left consistent.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openDatabase(options);
    let stopStatistics = () => {};
    try {
      await migrateDatabase(database);
      const ran = await runSeeds(database.db, options.seeds);
      app.log.info({ database: database.kind, seeded: ran }, 'database ready');
      stopStatistics = await keepStatisticsCurrent(database, (error) => app.log.warn({ err: error }, 'vacuum analyze'));
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      stopStatistics();
      await database.close();
    });
  },
  { name: 'db' },
);
