import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { findRemoteApp } from '../remote-apps';
import { remotesConfigSource } from '../remotes-config';
import { serveRemote, type RemoteServer } from '../serve-remote';
import { deployBuild, rollbackRelease } from './deploy';
import { appReleasesDir } from './release-folder';

const app = findRemoteApp('mfe_public');
let work: string;
let server: RemoteServer;

function build(name: string, text: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ text }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), `source of ${text}`);
  return dir;
}

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'church-serve-releases-'));
  server = await serveRemote(
    build('dist', 'unreleased'),
    0,
    '127.0.0.1',
    appReleasesDir(path.join(work, 'releases'), app),
  );
});
after(async () => {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

test('the served config follows the pointer, and every kept release stays served', async () => {
  const releases = path.join(work, 'releases');
  const config = remotesConfigSource({
    publicHost: 'localhost',
    ports: { mfe_public: server.port },
    releasesDir: releases,
  });
  const manifestUrl = async () => (await config()).remotes.mfe_public!.replace('localhost', '127.0.0.1');
  const text = async (url: string) => {
    const response = await fetch(url);
    return response.ok ? response.text() : `HTTP ${response.status}`;
  };

  assert.equal(await manifestUrl(), `http://127.0.0.1:${server.port}/mf-manifest.json`);

  const v1 = deployBuild(releases, app, build('v1', 'one')).release;
  const v1Url = await manifestUrl();
  assert.equal(v1Url, `http://127.0.0.1:${server.port}/releases/${v1}/mf-manifest.json`);
  const v2 = deployBuild(releases, app, build('v2', 'two')).release;
  assert.match(await text(await manifestUrl()), /two/);
  // A page that started on v1 still gets v1's files after the flip.
  assert.match(await text(v1Url), /one/);
  assert.equal(await text(v1Url.replace('mf-manifest.json', 'remoteEntry.js')), 'one');

  rollbackRelease(releases, app);
  assert.equal(await manifestUrl(), v1Url);
  assert.notEqual(v1, v2);

  // Neither the pointer nor a release's source maps are served.
  assert.equal(await text(`http://127.0.0.1:${server.port}/releases/current.json`), 'HTTP 404');
  assert.equal(await text(v1Url.replace('mf-manifest.json', 'remoteEntry.js.map')), 'HTTP 404');
});

test('a remote the REMOTES_CONFIG file names comes from the file, the others from the pointers', async () => {
  const file = path.join(work, 'remotes.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      remotes: { mfe_giving: 'https://cdn.example.org/giving/mf-manifest.json' },
      serverRenderers: { mfe_giving: 'a'.repeat(64) },
    }),
  );
  const config = remotesConfigSource({
    file,
    publicHost: 'localhost',
    ports: { mfe_public: 4101, mfe_giving: 4102 },
    releasesDir: path.join(work, 'releases'),
  });
  const { remotes, serverRenderers } = await config();
  assert.equal(remotes.mfe_giving, 'https://cdn.example.org/giving/mf-manifest.json');
  // The file's remote is pinned by the file alone (these test builds draw no pages).
  assert.deepEqual(serverRenderers, { mfe_giving: 'a'.repeat(64) });
  assert.match(remotes.mfe_public ?? '', /^http:\/\/localhost:4101\/releases\/[0-9a-f]{12}\/mf-manifest\.json$/);
});
