import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupSite, restoreSite, type SiteData } from '@church/api';
import { emptyDatabase, queryLines } from '../cluster/empty-database';

/** What a backup taken under the Sunday mix holds, against the site it was taken of. */
export interface BackupCheck {
  seconds: number;
  megabytes: number;
  /** Members in the source and in the restore: the mix adds none, so they must be the same people. */
  members: { source: number; restored: number; same: boolean };
  /** Gifts acknowledged before the backup began that the restore lacks, and restored gifts the site does not hold as such. */
  gifts: { acknowledgedBefore: number; restoredPaid: number; missing: number; unknown: number };
  /** Uploads: in the source, in the restore, and how many differ in name or bytes. */
  files: { source: number; restored: number; differing: number };
  ok: boolean;
}

export interface BackupUnderLoad {
  archive: string;
  /** The gifts acknowledged (200) before the backup began: the restore must hold every one as paid. */
  acknowledgedBefore: string[];
  seconds: number;
}

/** Takes `pnpm backup`'s archive of the running site after `delayMs` of its load. */
export async function backupDuringLoad(
  site: SiteData,
  delayMs: number,
  acknowledged: readonly string[],
): Promise<BackupUnderLoad> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const acknowledgedBefore = [...acknowledged];
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'church-bench-backup-')), 'site.tar');
  const started = performance.now();
  await backupSite(site, archive);
  return { archive, acknowledgedBefore, seconds: (performance.now() - started) / 1000 };
}

/** Every stored file by its path under the folder, with its sha256. */
function fileDigests(folder: string): Map<string, string> {
  const digests = new Map<string, string>();
  if (!fs.existsSync(folder)) return digests;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests.set(path.relative(folder, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return digests;
}

/** What a person would miss after a bad restore: who the members are, the paid gifts, the files. */
function siteFacts(databaseUrl: string, dataDir: string) {
  return {
    members: queryLines(databaseUrl, 'select id, email from users order by id'),
    paid: new Set(
      queryLines(databaseUrl, `select payment_intent_id, amount_cents from givings where status = 'paid' order by id`),
    ),
    files: fileDigests(path.join(dataDir, 'files')),
  };
}

/**
 * Once the load is over and its replicas stopped: the source's facts are read, the database is
 * emptied and the archive restored into it and into an empty folder, and the two compared.
 * Compared with the source after the load, the restore may lack the gifts that came after the
 * backup began, and nothing else.
 */
export async function checkRestore(
  taken: BackupUnderLoad,
  site: { dataDir: string; databaseUrl: string },
): Promise<BackupCheck> {
  const source = siteFacts(site.databaseUrl, site.dataDir);
  emptyDatabase(site.databaseUrl);
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-bench-restored-'));
  try {
    await restoreSite(taken.archive, { dataDir: restoredDir, databaseUrl: site.databaseUrl });
    const restored = siteFacts(site.databaseUrl, restoredDir);
    const restoredIntents = new Set([...restored.paid].map((line) => line.split('|')[0]));
    const missing = taken.acknowledgedBefore.filter((intent) => !restoredIntents.has(intent)).length;
    const unknown = [...restored.paid].filter((line) => !source.paid.has(line)).length;
    const names = new Set([...source.files.keys(), ...restored.files.keys()]);
    const differing = [...names].filter((name) => source.files.get(name) !== restored.files.get(name)).length;
    const sameMembers = source.members.join('\n') === restored.members.join('\n');
    return {
      seconds: taken.seconds,
      megabytes: fs.statSync(taken.archive).size / 1e6,
      members: { source: source.members.length, restored: restored.members.length, same: sameMembers },
      gifts: {
        acknowledgedBefore: taken.acknowledgedBefore.length,
        restoredPaid: restored.paid.size,
        missing,
        unknown,
      },
      files: { source: source.files.size, restored: restored.files.size, differing },
      ok: sameMembers && missing === 0 && unknown === 0 && differing === 0 && source.files.size > 0,
    };
  } finally {
    fs.rmSync(restoredDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(taken.archive), { recursive: true, force: true });
  }
}

export function formatBackupCheck(check: BackupCheck): string {
  const { members, gifts, files } = check;
  return [
    `Backup taken under the two-replica load (${check.seconds.toFixed(1)} s, ${check.megabytes.toFixed(1)} MB), ` +
      'restored into the emptied database and an empty folder:',
    `  members ${members.restored} of ${members.source}, ${members.same ? 'the same people' : 'NOT the same people'}`,
    `  gifts paid ${gifts.restoredPaid}; of the ${gifts.acknowledgedBefore} acknowledged before the backup began, ` +
      `${gifts.missing} missing; ${gifts.unknown} the site does not hold`,
    `  files ${files.restored} of ${files.source}, ${files.differing} differing`,
    `  ${check.ok ? 'the same site' : 'NOT the same site'}`,
  ].join('\n');
}
