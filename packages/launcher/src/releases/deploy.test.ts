import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { findRemoteApp } from '../remote-apps';
import { generatedRemotesConfig } from '../remotes-config';
import { deployBuild, rollbackRelease } from './deploy';
import { readPointer } from './pointer';
import { KEEP_DAYS, KEEP_PREVIOUS } from './retention';

const app = findRemoteApp('mfe-public');
let work: string;
let releases: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'church-releases-'));
  releases = path.join(work, 'releases');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A remote's build output whose chunk says `text`. */
function build(text: string): string {
  const dir = fs.mkdtempSync(path.join(work, 'dist-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_public"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'page.1234abcd.js'), text);
  fs.writeFileSync(path.join(dir, 'page.1234abcd.js.map'), `map of ${text} at ${Math.random()}`);
  return dir;
}

const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * day);
const appDir = () => path.join(releases, 'mfe-public');
const chunkOf = (id: string) => fs.readFileSync(path.join(appDir(), id, 'assets', 'page.1234abcd.js'), 'utf8');

describe('pnpm release / pnpm rollback', () => {
  test('a release is a folder named by its content, and the pointer names it', () => {
    const first = deployBuild(releases, app, build('v1'));
    assert.match(first.release, /^[0-9a-f]{12}$/);
    assert.equal(first.created, true);
    assert.equal(chunkOf(first.release), 'v1');
    assert.equal(readPointer(appDir())?.release, first.release);

    // The same content again (source maps differ between builds): no second release.
    const again = deployBuild(releases, app, build('v1'));
    assert.deepEqual([again.release, again.created], [first.release, false]);
  });

  test('deploying never touches the previous release, and a rollback flips back without a build', () => {
    const v1 = deployBuild(releases, app, build('v1'), { now: at(0) }).release;
    const v2 = deployBuild(releases, app, build('v2'), { now: at(1) });
    assert.equal(v2.replaced, v1);
    assert.equal(chunkOf(v1), 'v1');
    assert.equal(readPointer(appDir())?.release, v2.release);

    assert.deepEqual(rollbackRelease(releases, app, { now: at(2) }), { release: v1, replaced: v2.release });
    assert.equal(readPointer(appDir())?.release, v1);
    // v2 stays on disk for the pages that started on it.
    assert.equal(chunkOf(v2.release), 'v2');
  });

  test('the first release keeps the unreleased build it replaced, so it can be rolled back to', () => {
    const served = build('served from dist');
    const first = deployBuild(releases, app, build('v1'), { now: at(0), servedDist: served });
    assert.equal(first.created, true);
    assert.ok(first.replaced);
    assert.equal(chunkOf(first.replaced), 'served from dist');
    // dist itself stays where pnpm start serves it.
    assert.ok(fs.existsSync(path.join(served, 'mf-manifest.json')));

    assert.deepEqual(rollbackRelease(releases, app, { now: at(1) }), {
      release: first.replaced,
      replaced: first.release,
    });
  });

  test('releasing the served dist itself first makes one release, not two', () => {
    const served = build('served from dist');
    const first = deployBuild(releases, app, served, { now: at(0), servedDist: served });
    assert.deepEqual([first.created, first.replaced], [true, undefined]);
    assert.throws(() => rollbackRelease(releases, app, { now: at(1) }), /No earlier release/);
  });

  test('rolling back twice goes two releases back, and with nothing earlier it refuses', () => {
    const [v1, v2, v3] = ['v1', 'v2', 'v3'].map(
      (text, i) => deployBuild(releases, app, build(text), { now: at(i) }).release,
    );
    assert.equal(rollbackRelease(releases, app, { now: at(3) }).release, v2);
    assert.equal(rollbackRelease(releases, app, { now: at(4) }).release, v1);
    assert.throws(() => rollbackRelease(releases, app, { now: at(5) }), /No earlier release/);
    // A named release works in any direction.
    assert.equal(rollbackRelease(releases, app, { target: v3!, now: at(6) }).release, v3);
  });

  test(`retention keeps ${KEEP_PREVIOUS} earlier releases, and any current within ${KEEP_DAYS} days`, () => {
    const ids = Array.from(
      { length: KEEP_PREVIOUS + 3 },
      (_, i) => deployBuild(releases, app, build(`v${i}`), { now: at(i * 30) }).release,
    );
    const kept = fs.readdirSync(appDir()).filter((name) => /^[0-9a-f]{12}$/.test(name));
    assert.deepEqual(kept.sort(), ids.slice(-(KEEP_PREVIOUS + 1)).sort());

    // Many releases in one day: the older ones are still current for someone's open page.
    const sameDay = Array.from(
      { length: KEEP_PREVIOUS + 3 },
      (_, i) => deployBuild(releases, app, build(`w${i}`), { now: new Date(at(400).getTime() + i * 60_000) }).release,
    );
    for (const id of sameDay) assert.equal(fs.existsSync(path.join(appDir(), id)), true, id);
  });

  test("a release and a rollback pin the current release's server renderer in the served config", () => {
    const withRenderer = (text: string) => {
      const dir = build(text);
      fs.mkdirSync(path.join(dir, 'server'));
      fs.writeFileSync(path.join(dir, 'server', 'render.js'), `exports.renderPage = async () => '${text}';`);
      return dir;
    };
    const pinOf = (text: string) =>
      createHash('sha256').update(`exports.renderPage = async () => '${text}';`).digest('hex');
    const served = () => generatedRemotesConfig('localhost', { mfe_public: 4101 }, releases).serverRenderers;

    const v1 = deployBuild(releases, app, withRenderer('v1'), { now: at(0) }).release;
    assert.deepEqual(served(), { mfe_public: pinOf('v1') });
    deployBuild(releases, app, withRenderer('v2'), { now: at(1) });
    assert.deepEqual(served(), { mfe_public: pinOf('v2') });
    rollbackRelease(releases, app, { now: at(2) });
    assert.deepEqual(served(), { mfe_public: pinOf('v1') });
    assert.equal(readPointer(appDir())?.serverRenderers?.[v1], pinOf('v1'));

    // The pin was taken as the release was made: a renderer changed on disk afterwards is not the pinned one.
    fs.writeFileSync(path.join(appDir(), v1, 'server', 'render.js'), 'process.exit(1)');
    assert.deepEqual(served(), { mfe_public: pinOf('v1') });
  });

  test('a folder that is not a build is refused before anything changes', () => {
    const empty = fs.mkdtempSync(path.join(work, 'empty-'));
    assert.throws(() => deployBuild(releases, app, empty), /no mf-manifest.json/);
    assert.equal(readPointer(appDir()), undefined);
  });
});
