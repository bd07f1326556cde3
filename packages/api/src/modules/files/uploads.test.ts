import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { StoredFile } from '@church/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  login,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';
import { loadFilesConfig } from '../../config';
import { allowedActions, roleAllowedActions, roles } from '../roles';
import { users } from '../users';
import { demoMediaFolder } from './demo-files';
import { createDiskStorage } from './file-storage';
import { schemaTables } from '../../db/schema';
import { createUploadsRepository, fileReferenceColumns } from './uploads.repository';
import { sweepUnreferencedUploads } from './uploads-sweep';
import { uploads } from './uploads.table';

const KB = 1024;
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * KB, 0x20)]);
const clip = fs.readFileSync(path.join(demoMediaFolder, 'videos/sunday-worship.mp4'));
/** A ZIP of these parts, compressed as Word writes them. */
const zip = (...names: string[]) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(names.map((name) => [name, strToU8(`<xml>${randomBytes(3 * KB).toString('hex')}</xml>`)])),
    ),
  );
const docx = zip('[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'word/document.xml', 'word/styles.xml');
/** An MP3 with an ID3v2.3 tag, and one that starts with its first frame (MPEG-1 layer III, 128 kbit/s, 44.1 kHz). */
const taggedMp3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), randomBytes(4 * KB)]);
const bareMp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(4 * KB)]);
const refusedType = {
  errors: ['This type of file is not supported: upload a JPEG, PNG, WebP, GIF, MP4, WebM, MP3, PDF or DOCX file'],
};

describeEachDatabase('uploads: who may upload what, who did, and what is swept', (target) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let member: TestSession;
  let leader: TestSession;
  let videoUploader: TestSession;
  const graceMs = 24 * 60 * 60 * 1000;

  const upload = (content: Buffer, session: TestSession) => {
    const boundary = `----church${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(session) },
    });
  };
  const urlOf = (response: { json<T>(): T }) => response.json<StoredFile>().url;
  const nameOf = (url: string) => url.split('/').at(-1) ?? '';
  const sweep = async () =>
    sweepUnreferencedUploads(
      createUploadsRepository(app.database.db, schemaTables()),
      await createDiskStorage(path.join(database.dataDir, 'files')),
      graceMs,
    );
  const age = (url: string, hours: number) =>
    app.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(uploads.name, nameOf(url)));

  before(async () => {
    database = await target.fresh();
    const files = { ...loadFilesConfig({}), imageMaxBytes: 64 * KB, memberPictureMaxBytes: 16 * KB };
    app = await buildTestApp(database, { files });
    member = await login(app, demo.member);
    leader = await login(app, demo.leader);
    // A member whose role holds only Video upload, made as an admin would.
    const db = app.database.db;
    const [template] = await db.select().from(users).where(eq(users.email, demo.member.email));
    const [role] = await db.insert(roles).values({ name: 'Video team' }).returning();
    const [action] = await db.select().from(allowedActions).where(eq(allowedActions.name, 'Video upload'));
    assert.ok(template && role && action);
    await db.insert(roleAllowedActions).values({ roleId: role.id, allowedActionId: action.id });
    const { id: _id, createdAt: _createdAt, ...person } = template;
    await db.insert(users).values({ ...person, email: 'video.team@example.com', roleId: role.id });
    videoUploader = await login(app, { email: 'video.team@example.com', password: demo.member.password });
  });
  after(() => app.close());

  it('lets a member upload small pictures only: no videos, no documents', async () => {
    assert.equal((await upload(png(16 * KB), member)).statusCode, 201);
    const big = await upload(png(16 * KB + 1), member);
    assert.deepEqual(
      [big.statusCode, big.json()],
      [413, { errors: ['The file is too large: a picture may have at most 16 KB'] }],
    );
    const video = await upload(clip, member);
    assert.deepEqual(
      [video.statusCode, video.json()],
      [403, { errors: ['You do not have permission to upload videos'] }],
    );
    const document = await upload(pdf, member);
    assert.deepEqual(
      [document.statusCode, document.json()],
      [403, { errors: ['You do not have permission to upload documents'] }],
    );
  });

  it('needs Video upload (or Service plans) for a video and Service plans for a PDF', async () => {
    assert.equal((await upload(clip, videoUploader)).statusCode, 201);
    assert.equal((await upload(pdf, videoUploader)).statusCode, 403, 'no PDFs without Service plans');
    assert.equal((await upload(png(32 * KB), videoUploader)).statusCode, 201, 'staff pictures may be larger');
    assert.equal((await upload(pdf, leader)).statusCode, 201);
    assert.equal((await upload(clip, leader)).statusCode, 201);
  });

  it('takes MP3s and Word documents by their bytes, with Service plans; any other ZIP or sound is refused with the types taken, and not kept', async () => {
    const files = () => fs.readdirSync(path.join(database.dataDir, 'files')).filter((name) => !name.startsWith('.'));
    assert.match(urlOf(await upload(taggedMp3, leader)), /\.mp3$/);
    assert.match(urlOf(await upload(bareMp3, leader)), /\.mp3$/);
    const word = urlOf(await upload(docx, leader));
    assert.match(word, /\.docx$/);
    const served = await app.inject(word);
    assert.equal(
      served.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    assert.match(String(served.headers['content-disposition']), /^attachment;/);
    assert.equal((await app.inject(urlOf(await upload(bareMp3, leader)))).headers['content-type'], 'audio/mpeg');

    const before = files();
    for (const content of [
      zip('[Content_Types].xml', 'xl/workbook.xml'),
      zip('notes.txt'),
      // RIFF WAVE, and an AAC stream (its frame sync is not layer III).
      Buffer.concat([Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ', 'latin1'), randomBytes(KB)]),
      Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), randomBytes(KB)]),
    ]) {
      const refused = await upload(content, leader);
      assert.deepEqual([refused.statusCode, refused.json()], [415, refusedType]);
    }
    assert.deepEqual(files(), before, 'nothing kept of the refused files');

    for (const [content, message] of [
      [bareMp3, 'You do not have permission to upload audio files'],
      [docx, 'You do not have permission to upload documents'],
    ] as const) {
      for (const session of [member, videoUploader]) {
        const refused = await upload(content, session);
        assert.deepEqual([refused.statusCode, refused.json()], [403, { errors: [message] }]);
      }
    }
  });

  it('records who uploaded each file', async () => {
    const url = urlOf(await upload(png(2 * KB), member));
    const [row] = await app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.name, nameOf(url)));
    assert.deepEqual([row?.uploaderId, row?.kind], [member.userId, 'image']);
  });

  it('sweeps uploads nothing points at after the grace period, and keeps the ones in use', async () => {
    const stray = urlOf(await upload(png(2 * KB), member));
    const fresh = urlOf(await upload(png(2 * KB), member));
    const photo = urlOf(await upload(png(2 * KB), member));
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/users/current',
      headers: bearer(member),
      payload: {
        firstName: 'Daniel',
        lastName: 'Okafor',
        phoneNumber: '+13165550111',
        address: { streetAddress: '418 SW 6th Ave', city: 'Topeka', stateId: 17, zipCode: '66603' },
        photoUrl: photo,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await Promise.all([age(stray, 25), age(photo, 25), age(fresh, 23)]);

    const deleted = await sweep();
    assert.ok(deleted.includes(nameOf(stray)));
    assert.ok(!deleted.includes(nameOf(photo)) && !deleted.includes(nameOf(fresh)));
    assert.equal((await app.inject(stray)).statusCode, 404, 'the stray upload is gone');
    assert.equal((await app.inject(photo)).statusCode, 200, 'the profile photo stays');
    assert.equal((await app.inject(fresh)).statusCode, 200, 'a day to be saved');
  });

  it('finds every column that may hold a file URL in the schema', () => {
    const columns = fileReferenceColumns(schemaTables()).map(({ column }) => `${column.name}`);
    for (const name of ['video_url', 'poster_url', 'title_picture_url', 'picture_url', 'photo_url', 'url']) {
      assert.ok(columns.includes(name), name);
    }
  });
});
