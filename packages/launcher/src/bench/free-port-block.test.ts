import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { freePortBlock } from './free-port-block';

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host: '0.0.0.0' }, () => resolve(server));
  });
}

test("the bench's e2e site takes the next free ports when its fixed one is taken", async () => {
  const preferred = await freePortBlock(4650, 6);
  assert.equal(await freePortBlock(preferred, 6), preferred);

  // Something else holds one port of the block (the remotes' PORT+3).
  const holder = await listen(preferred + 3);
  try {
    const base = await freePortBlock(preferred, 6);
    assert.ok(base > preferred + 3, `took ${base}, which overlaps the taken ${preferred + 3}`);
    const probes = await Promise.all([0, 1, 2, 3, 4, 5].map((offset) => listen(base + offset)));
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});
