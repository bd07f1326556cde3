import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countRows, emptyDatabase } from '../cluster/empty-database';
import { startCluster } from '../cluster/start-cluster';
import { repoRoot } from '../paths';
import { backupDuringLoad, checkRestore, type BackupCheck, type BackupUnderLoad } from './backup-under-load';
import { prepareSessions, runMix, sundayMix, type GroupResult } from './sunday-mix';

export interface ClusterPhase {
  replicas: number;
  seconds: number;
  groups: GroupResult[];
  /** Acknowledged card payments the database does not hold as paid (must be 0). */
  lostWrites: number;
  acknowledgedWrites: number;
  loadAverage: string;
  /** The two-replica phase: a backup taken a third of the way in, restored and compared afterwards. */
  backup?: BackupCheck;
}

/**
 * `pnpm bench --cluster`: the Sunday mix through HAProxy against one replica, then against two
 * (each on an emptied database, so the gift limits and the lists start alike), from loopback
 * clients on this machine. The replicas are the built server; they serve the site's pages too
 * when the front ends are built. Under the two replicas' load, `pnpm backup`'s archive is taken
 * and, once they stopped, restored over the emptied database to be compared with the site.
 */
export async function runClusterBench(options: {
  databaseUrl: string;
  seconds: number;
  port: number;
}): Promise<ClusterPhase[]> {
  const withPages = fs.existsSync(path.join(repoRoot, 'shell/dist/index.html'));
  const phases: ClusterPhase[] = [];
  for (const replicas of [1, 2]) {
    emptyDatabase(options.databaseUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-cluster-bench-'));
    const cluster = await startCluster({
      replicas,
      bundle: withPages ? 'site' : 'server',
      databaseUrl: options.databaseUrl,
      dataDir,
      port: options.port,
      // A server's log level: the bench measures what production runs.
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
      quiet: true,
    });
    let backup: Promise<BackupUnderLoad> | undefined;
    try {
      const sessions = await prepareSessions(cluster.url);
      // An untimed warm-up (the JIT, the read cache, the pools), then the measured run.
      await runMix(cluster.url, sundayMix(sessions, withPages), 2);
      sessions.acknowledgedPayments.length = 0;
      const site = { dataDir, databaseUrl: options.databaseUrl };
      if (replicas === 2) {
        backup = backupDuringLoad(site, (options.seconds * 1000) / 3, sessions.acknowledgedPayments);
        // Awaited below; until then a failure must not count as unhandled.
        backup.catch(() => undefined);
      }
      const groups = await runMix(cluster.url, sundayMix(sessions, withPages), options.seconds);
      const acknowledged = sessions.acknowledgedPayments;
      const stored =
        acknowledged.length === 0
          ? 0
          : countRows(
              options.databaseUrl,
              `select count(*) from givings where status = 'paid' and payment_intent_id in (${acknowledged
                .map((id) => `'${id.replace(/[^\w-]/g, '')}'`)
                .join(',')})`,
            );
      phases.push({
        replicas,
        seconds: options.seconds,
        groups,
        acknowledgedWrites: acknowledged.length,
        lostWrites: acknowledged.length - stored,
        loadAverage: os.loadavg()[0]?.toFixed(1) ?? '?',
      });
      // Settled before the replicas stop, so a failed backup is reported rather than left unhandled.
      await backup;
    } finally {
      await cluster.close();
    }
    try {
      if (backup)
        phases.at(-1)!.backup = await checkRestore(await backup, { dataDir, databaseUrl: options.databaseUrl });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return phases;
}

/** One table: a row per group and phase, then each phase's total. */
export function formatClusterPhases(phases: ClusterPhase[]): string {
  const rows = [['replicas', 'clients', 'req/s', 'p99 ms', 'errors']];
  for (const phase of phases) {
    for (const group of phase.groups) {
      rows.push([
        String(phase.replicas),
        group.name,
        (group.requests / phase.seconds).toFixed(0),
        String(group.p99Ms),
        String(group.errors),
      ]);
    }
    const total = phase.groups.reduce((sum, group) => sum + group.requests, 0) / phase.seconds;
    rows.push([
      String(phase.replicas),
      `all (load ${phase.loadAverage}; gifts ${phase.acknowledgedWrites}, lost ${phase.lostWrites})`,
      total.toFixed(0),
      String(Math.max(...phase.groups.map((group) => group.p99Ms))),
      String(phase.groups.reduce((sum, group) => sum + group.errors, 0)),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}
