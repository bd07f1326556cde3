import fs from 'node:fs/promises';

/**
 * PGlite has no server to arbitrate between processes: two processes writing one data folder
 * corrupt it. A lock file holding the owner's pid turns that into a clear start-up error.
 * A lock left by a process that no longer runs (crash, kill -9) is taken over.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  // Beside the folder, not inside: the folder belongs to PostgreSQL alone.
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(lockPath, 'utf8').catch(() => ''));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(`The database folder ${folder} is in use by process ${owner}; stop it first.`, {
          cause: error,
        });
      }
      if (owner === process.pid) {
        throw new Error(`The database folder ${folder} is already open in this process.`, { cause: error });
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
