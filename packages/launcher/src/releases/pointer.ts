import fs from 'node:fs';
import path from 'node:path';

/** A release that was current before, newest first. */
export interface ReleaseHistoryEntry {
  release: string;
  /** When it stopped being current (ISO time): retention keeps it for open pages a while. */
  until: string;
  /** Left by a rollback: the next rollback skips it instead of flipping back to it. */
  rolledBack?: boolean;
}

/** `<releases>/<remote>/current.json`: which release the served remotes config names. */
export interface ReleasePointer {
  release: string;
  since: string;
  history: ReleaseHistoryEntry[];
  /**
   * Release id -> SHA-256 of its server renderer, for the current release and those kept:
   * the served remotes config pins the current one (decision 0059). Written with the pointer,
   * so a release or rollback moves the pin with the files.
   */
  serverRenderers?: Record<string, string>;
}

export const POINTER_FILE = 'current.json';

export function readPointer(appDir: string): ReleasePointer | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(appDir, POINTER_FILE), 'utf8')) as ReleasePointer;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Write a temp file, then rename over the pointer: a reader sees the old or the new, never half. */
export function writePointer(appDir: string, pointer: ReleasePointer): void {
  const file = path.join(appDir, POINTER_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** The pointer after deploying `release`: the current one moves to the top of the history. */
export function pointTo(pointer: ReleasePointer | undefined, release: string, now: Date): ReleasePointer {
  if (!pointer) return { release, since: now.toISOString(), history: [] };
  if (pointer.release === release) return pointer;
  const history = pointer.history.filter((entry) => entry.release !== release && entry.release !== pointer.release);
  return {
    release,
    since: now.toISOString(),
    history: [{ release: pointer.release, until: now.toISOString() }, ...history],
  };
}

/**
 * The pointer after a rollback: to `target` when given, else to the newest earlier release
 * that was not itself rolled back. The release left behind is marked, so rolling back twice
 * goes two steps back instead of flipping between two releases.
 */
export function rollBack(pointer: ReleasePointer | undefined, now: Date, target?: string): ReleasePointer {
  if (!pointer) throw new Error('Nothing is released yet, so there is nothing to roll back');
  const to = target ?? pointer.history.find((entry) => !entry.rolledBack)?.release;
  if (!to) throw new Error(`No earlier release to roll back to (current: ${pointer.release})`);
  if (to === pointer.release) throw new Error(`${to} is the current release already`);
  const history = pointer.history.filter((entry) => entry.release !== to);
  return {
    release: to,
    since: now.toISOString(),
    history: [{ release: pointer.release, until: now.toISOString(), rolledBack: true }, ...history],
  };
}
