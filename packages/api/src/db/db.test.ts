import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, describeEachDatabase, tempDir } from '../../test/helper';
import { migrationsFolder } from './migrate';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot know which.
function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

describeEachDatabase('migrations', (target) => {
  it('bring an empty database to the current schema at start, once', async () => {
    const database = await target.fresh();
    let app = await buildTestApp(database);
    const tables = rowsOf<{ table_name: string }>(
      await app.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    assert.deepEqual(
      tables.map((row) => row.table_name),
      [
        'account_tokens',
        'activities',
        'allowed_actions',
        'audit_log',
        'bank_verifications',
        'blockouts',
        'campaigns',
        'church_settings',
        'comments',
        'device_sessions',
        'event_templates',
        'events',
        'giving_details',
        'giving_plans',
        'giving_prices',
        'giving_types',
        'givings',
        'group_types',
        'groups',
        'household_members',
        'households',
        'list_counts',
        'live_events',
        'live_stream_settings',
        'outbox',
        'outbox_attachments',
        'payment_customers',
        'payment_intent_declines',
        'payment_methods',
        'payment_webhook_events',
        'plan_assignments',
        'plan_attachments',
        'plan_items',
        'plan_notes',
        'pledges',
        'position_members',
        'post_items',
        'posts',
        'prayer_request_messages',
        'prayer_requests',
        'rate_limits',
        'recurring_givings',
        'refresh_tokens',
        'removed_assignments',
        'role_allowed_actions',
        'roles',
        'sandbox_idempotency_keys',
        'sandbox_objects',
        'scheduling_preferences',
        'scheduling_settings',
        'seed_history',
        'service_types',
        'statement_deliveries',
        'statement_jobs',
        'states',
        'table_versions',
        'team_positions',
        'teams',
        'two_factor_recovery_codes',
        'two_factors',
        'uploads',
        'users',
        'videos',
      ],
    );
    await app.close();

    app = await buildTestApp(database);
    const applied = rowsOf(await app.database.db.execute(sql`select id from drizzle.__drizzle_migrations`));
    assert.equal(applied.length, journal.entries.length, 'each migration is recorded once');
    await app.close();
  });
});

describe('the PGlite data folder', () => {
  it('reopens after a close with its data intact', async () => {
    const dataDir = tempDir();
    let app = await buildTestApp({ dataDir });
    await app.database.db.execute(sql`insert into states (name) values ('Puerto Rico')`);
    await app.close();

    app = await buildTestApp({ dataDir });
    const response = await app.inject({ method: 'GET', url: '/api/enumerations/states' });
    assert.equal(response.json<unknown[]>().length, 52);
    await app.close();
  });

  it('refuses a second opener while the first has it', async () => {
    const dataDir = tempDir();
    const app = await buildTestApp({ dataDir });
    await assert.rejects(buildTestApp({ dataDir }), /already open in this process/);
    await app.close();
  });

  it('survives SIGTERM to a running server, which exits 0', async () => {
    const dataDir = tempDir();
    const serverPath = fileURLToPath(new URL('../server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        // A shutdown test: seeding the demo users at full scrypt cost would only slow it down.
        PASSWORD_HASH_COST: '10',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/[^"]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
    });
    const health = await fetch(`${address}/api/health`);
    assert.equal(health.status, 200);

    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    assert.equal(exitCode, 0);

    const app = await buildTestApp({ dataDir });
    const states = await app.inject({ method: 'GET', url: '/api/enumerations/states' });
    assert.equal(states.json<unknown[]>().length, 51);
    await app.close();
  });
});
