import net from 'node:net';

/** True when `port` can be listened on by anyone (all interfaces, as the launcher binds). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports, `preferred` when its block is free, else the
 * next free block above it (the site takes PORT and the remotes PORT+1 .. PORT+5).
 */
export async function freePortBlock(preferred: number, count: number, tries = 50): Promise<number> {
  for (let base = preferred; base < preferred + tries * count; base += count) {
    let free = true;
    for (let port = base; free && port < base + count; port += 1) free = await isFree(port);
    if (free) return base;
  }
  throw new Error(`No ${count} free consecutive ports from ${preferred}`);
}
