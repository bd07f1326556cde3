import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { demoMediaFolder } from './demo-files';

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// A browser's Cancel aborts the XHR: the connection closes in the middle of the body. Through
// a real socket (inject cannot hang up halfway), nothing may stay in storage, not even a part.
describeEachDatabase('files: a cancelled upload', (target) => {
  let app: FastifyInstance;
  let leader: TestSession;
  let folder: string;

  before(async () => {
    const database = await target.fresh();
    folder = path.join(database.dataDir, 'files');
    app = await buildTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    leader = await login(app, demo.leader);
  });
  after(() => app.close());

  it('leaves no file and no partial file behind', async () => {
    const before = fs.readdirSync(folder).sort();
    const clip = fs.readFileSync(path.join(demoMediaFolder, 'videos/sunday-worship.mp4'));
    const boundary = '----church-abort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { port } = app.server.address() as AddressInfo;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/files',
      headers: {
        ...bearer(leader),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + clip.length + tail.length,
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(clip.subarray(0, Math.floor(clip.length / 2)));
    // The first half reaches storage as a partial file before the hang-up.
    await waitFor(() => fs.readdirSync(folder).some((name) => name.endsWith('.part')));
    request.destroy();

    await waitFor(() => fs.readdirSync(folder).sort().join() === before.join());
    assert.deepEqual(fs.readdirSync(folder).sort(), before);
  });
});
