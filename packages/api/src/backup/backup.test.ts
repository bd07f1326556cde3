import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  callApi,
  demo,
  describeEachDatabase,
  login,
  tempDir,
  type TestDatabase,
} from '../../test/helper';
import { backupSite } from './site-backup';
import { restoreSite } from './site-restore';

/** What a person would miss after a bad restore: the members, the gifts, an uploaded clip's bytes. */
async function siteFacts(app: FastifyInstance) {
  const admin = await login(app, demo.admin);
  const members = (await callApi(app, 'GET', '/users/members?take=1', admin)).json<{ count: number }>().count;
  const givings = (await callApi(app, 'GET', '/givings/history?take=1', admin)).json<{ count: number }>().count;
  const videos = (await callApi(app, 'GET', '/videos/home')).json<{ videoUrl: string }[]>();
  const clip = videos.find((video) => video.videoUrl.startsWith('/api/files/'))!.videoUrl;
  const bytes = (await app.inject({ method: 'GET', url: clip })).rawPayload;
  return { members, givings, clip, bytes };
}

describeEachDatabase('pnpm backup / pnpm restore', (target) => {
  let source: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    source = await target.fresh();
    app = await buildTestApp(source);
  });
  after(() => app.close());

  test('a backup taken while the site runs restores into an empty target as the same site', async () => {
    const facts = await siteFacts(app);
    assert.ok(facts.members > 0 && facts.givings > 0 && facts.bytes.length > 1000);

    const archive = path.join(tempDir('church-backup-'), 'site.tar');
    const manifest = await backupSite(source, archive);
    assert.equal(manifest.database.kind, target.name);
    assert.ok(manifest.files.included && manifest.files.count > 0);
    assert.equal(fs.statSync(archive).mode & 0o777, 0o600);

    // Restoring over a site that has data is refused before anything changes.
    await assert.rejects(restoreSite(archive, source), /not empty/);

    await app.close();
    const empty = await target.fresh();
    await restoreSite(archive, empty);
    app = await buildTestApp(empty);
    const restored = await siteFacts(app);
    assert.deepEqual(
      { members: restored.members, givings: restored.givings, clip: restored.clip },
      { members: facts.members, givings: facts.givings, clip: facts.clip },
    );
    assert.ok(restored.bytes.equals(facts.bytes), "the clip's bytes differ after the restore");
  });
});
