import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedFreshRead } from './shared-fresh-read';

/** A read whose answers the test releases by hand, counting how many were started. */
function controlledRead() {
  const started: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { read, started };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedFreshRead', () => {
  it('serves the callers of one turn with one read started after all of them', async () => {
    const { read, started } = controlledRead();
    const shared = sharedFreshRead(read);
    const callers = [shared(), shared(), shared()];
    assert.equal(started.length, 0);
    await nextTurn();
    assert.equal(started.length, 1);
    started[0]?.resolve(1);
    assert.deepEqual(await Promise.all(callers), [1, 1, 1]);
  });

  it('reads again for a caller arriving while a read runs: that read may predate a write it must see', async () => {
    const { read, started } = controlledRead();
    const shared = sharedFreshRead(read);
    const first = shared();
    await nextTurn();
    const second = shared();
    await nextTurn();
    assert.equal(started.length, 2);
    started[1]?.resolve(2);
    started[0]?.resolve(1);
    assert.deepEqual(await Promise.all([first, second]), [1, 2]);
  });

  it('passes a failed read on to its callers only', async () => {
    const { read, started } = controlledRead();
    const shared = sharedFreshRead(read);
    const failing = shared();
    await nextTurn();
    started[0]?.reject(new Error('connection lost'));
    await assert.rejects(failing, /connection lost/);
    const later = shared();
    await nextTurn();
    started[1]?.resolve(7);
    assert.equal(await later, 7);
  });
});
