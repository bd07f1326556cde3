import fp from 'fastify-plugin';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client';
import { serveFolderDumps } from '../db/dump-socket';
import { migrateDatabase } from '../db/migrate';
import { runSeeds, type Seed } from '../db/seed';
import { oneStartAtATime } from '../db/start-lock';
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
    let stopDumps = async () => {};
    try {
      const ran = await oneStartAtATime(options.databaseUrl, async () => {
        await migrateDatabase(database);
        return runSeeds(database.db, options.seeds);
      });
      app.log.info({ database: database.kind, seeded: ran }, 'database ready');
      stopStatistics = await keepStatisticsCurrent(database, (error) => app.log.warn({ err: error }, 'vacuum analyze'));
      // `pnpm backup` of a running site on PGlite asks this process (decision 0069). Without
      // the socket (a path too long for one, a file system without them) the site still runs;
      // it must be stopped for a backup then.
      const { dumpFolder } = database;
      if (dumpFolder) {
        stopDumps = await serveFolderDumps(path.join(options.dataDir, 'db'), () => dumpFolder()).catch(
          (error: unknown) => {
            app.log.warn({ err: error }, 'no backup socket: stop the site to back it up');
            return async () => {};
          },
        );
      }
    } catch (error) {
      stopStatistics();
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      stopStatistics();
      await stopDumps();
      await database.close();
    });
  },
  { name: 'db' },
);
