import fs from 'node:fs/promises';
import net from 'node:net';

/**
 * Only the process that opened a PGlite folder may read it consistently, so a running API
 * answers `pnpm backup` on a Unix socket beside the folder (like its lock; same permissions
 * as the data itself, 0600): each connection gets the folder's tar, its length first.
 */
export function dumpSocketPath(folder: string): string {
  return `${folder}.dump.sock`;
}

export async function serveFolderDumps(folder: string, dump: () => Promise<Blob>): Promise<() => Promise<void>> {
  const socketPath = dumpSocketPath(folder);
  // A socket file left by a killed process: the folder lock already says this one owns it.
  await fs.rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    dump()
      .then(async (tar) => {
        const bytes = Buffer.from(await tar.arrayBuffer());
        const length = Buffer.alloc(8);
        length.writeBigUInt64BE(BigInt(bytes.length));
        socket.end(Buffer.concat([length, bytes]));
      })
      .catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The tar from the API running on `folder`, or undefined when no API serves it. */
export function requestFolderDump(folder: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(dumpSocketPath(folder));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      const length = all.length >= 8 ? Number(all.readBigUInt64BE(0)) : -1;
      if (length !== all.length - 8) reject(new Error(`The API running on ${folder} could not dump its database`));
      else resolve(all.subarray(8));
    });
  });
}
