import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { StoredFile } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  login,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';
import { loadFilesConfig, type S3Config } from '../../config';
import { demoMediaFolder } from './demo-files';
import { startTestS3 } from './s3-test-server';

const KB = 1024;

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, filename: string, field = 'file') {
  const boundary = `----church${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

/** Where the suite's app keeps uploads, and how the test sees what is stored there. */
interface StorageTarget {
  name: 'disk' | 's3';
  open(database: TestDatabase): Promise<{ s3?: S3Config; names(): Promise<string[]>; close(): Promise<void> }>;
}

const storageTargets: StorageTarget[] = [
  {
    name: 'disk',
    open: async (database) => ({
      names: async () => fs.readdirSync(path.join(database.dataDir, 'files')),
      close: async () => {},
    }),
  },
  {
    name: 's3',
    async open() {
      const s3 = await startTestS3();
      return { s3: s3.config, names: () => s3.keys(), close: () => s3.close() };
    },
  },
];

for (const storageTarget of storageTargets) {
  describeEachDatabase(`files [${storageTarget.name}]`, (target) => {
    let app: FastifyInstance;
    let database: TestDatabase;
    /** Holds every allowed action: videos and PDFs too (who may upload what: uploads.test.ts). */
    let leader: TestSession;
    let stored: Awaited<ReturnType<StorageTarget['open']>>;
    const clip = fs.readFileSync(path.join(demoMediaFolder, 'videos/sunday-worship.mp4'));
    const upload = (content: Buffer, filename: string, session: TestSession | null = leader, field = 'file') => {
      const body = multipart(content, filename, field);
      return app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...body.headers, ...(session ? bearer(session) : {}) },
      });
    };

    before(async () => {
      database = await target.fresh();
      stored = await storageTarget.open(database);
      // Small limits, so the 413s need little data: videos 2 MB, pictures and PDFs 16 KB. With
      // `s3`, buildApp picks the bucket as it does when S3_BUCKET is set.
      const files = {
        ...loadFilesConfig({}),
        videoMaxBytes: 2 * KB * KB,
        imageMaxBytes: 16 * KB,
        memberPictureMaxBytes: 8 * KB,
        ...(stored.s3 ? { s3: stored.s3 } : {}),
      };
      app = await buildTestApp(database, { files });
      leader = await login(app, demo.leader);
    });
    after(async () => {
      await app.close();
      await stored.close();
    });

    it('stores a video under a server-made name and serves it whole', async () => {
      const response = await upload(clip, '../../evil name.txt');
      assert.equal(response.statusCode, 201, response.body);
      const { url } = response.json<StoredFile>();
      assert.match(url, /^\/api\/files\/[0-9a-f-]{36}\.mp4$/);
      assert.ok((await stored.names()).includes(url.split('/').at(-1) ?? ''));

      const served = await app.inject(url);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'video/mp4');
      assert.equal(served.headers['accept-ranges'], 'bytes');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.equal(Number(served.headers['content-length']), clip.length);
      assert.ok(served.rawPayload.equals(clip));
    });

    it('answers byte ranges with 206 and exactly those bytes, 416 when unsatisfiable', async () => {
      const { url } = (await upload(clip, 'clip.mp4')).json<StoredFile>();
      const cases: [string, number, number][] = [
        ['bytes=0-99', 0, 99],
        ['bytes=1000-', 1000, clip.length - 1],
        ['bytes=-500', clip.length - 500, clip.length - 1],
        [`bytes=100-${clip.length + 5000}`, 100, clip.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const response = await app.inject({ url, headers: { range } });
        assert.equal(response.statusCode, 206, range);
        assert.equal(response.headers['content-range'], `bytes ${start}-${end}/${clip.length}`);
        assert.equal(Number(response.headers['content-length']), end - start + 1);
        assert.ok(response.rawPayload.equals(clip.subarray(start, end + 1)), range);
      }
      const beyond = await app.inject({ url, headers: { range: `bytes=${clip.length}-` } });
      assert.equal(beyond.statusCode, 416);
      assert.equal(beyond.headers['content-range'], `bytes */${clip.length}`);
      assert.deepEqual(beyond.json(), { errors: ['Range Not Satisfiable'] });
      // Several ranges, or another unit: the whole file.
      assert.equal((await app.inject({ url, headers: { range: 'bytes=0-1,5-6' } })).statusCode, 200);
      assert.equal((await app.inject({ url, headers: { range: 'items=0-1' } })).statusCode, 200);
    });

    it('accepts pictures by their bytes and names them by the detected type', async () => {
      const response = await upload(png(4 * KB), 'photo.jpg');
      assert.equal(response.statusCode, 201);
      const { url } = response.json<StoredFile>();
      assert.match(url, /\.png$/);
      assert.equal((await app.inject(url)).headers['content-type'], 'image/png');
      const webp = fs.readFileSync(path.join(demoMediaFolder, 'pictures/choir.webp'));
      assert.match((await upload(webp, 'choir')).json<StoredFile>().url, /\.webp$/);
    });

    it('serves a PDF as a download (a document would open in our origin), media inline', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * KB, 0x20)]);
      const { url } = (await upload(pdf, 'order-of-service.pdf')).json<StoredFile>();
      const served = await app.inject(url);
      assert.equal(served.headers['content-type'], 'application/pdf');
      assert.match(String(served.headers['content-disposition']), /^attachment; filename="[0-9a-f-]{36}\.pdf"/);
      const { url: picture } = (await upload(png(2 * KB), 'photo.png')).json<StoredFile>();
      assert.equal((await app.inject(picture)).headers['content-disposition'], undefined);
    });

    it('rejects content outside the allow-list, whatever its name', async () => {
      for (const [content, name] of [
        [Buffer.from('hello, this is plain text, not a picture'), 'picture.png'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg'],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'video.mp4'],
      ] as const) {
        const response = await upload(content, name);
        assert.deepEqual(
          [response.statusCode, response.json()],
          [
            415,
            {
              errors: [
                'This type of file is not supported: upload a JPEG, PNG, WebP, GIF, MP4, WebM, MP3, PDF or DOCX file',
              ],
            },
          ],
        );
      }
      const empty = await upload(Buffer.alloc(0), 'empty.png');
      assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: ['The file is empty'] }]);
    });

    it('rejects files over their kind’s limit with 413, and leaves nothing behind', async () => {
      const filesBefore = (await stored.names()).length;
      const picture = await upload(png(16 * KB + 1), 'big.png');
      assert.deepEqual(
        [picture.statusCode, picture.json()],
        [413, { errors: ['The file is too large: a picture, a document or an MP3 may have at most 16 KB'] }],
      );
      assert.equal((await upload(png(16 * KB), 'just-fits.png')).statusCode, 201);
      const video = await upload(Buffer.concat([clip, randomBytes(2 * KB * KB)]), 'long.mp4');
      assert.deepEqual(
        [video.statusCode, video.json()],
        [413, { errors: ['The file is too large: a video may have at most 2 MB'] }],
      );
      // Beyond the 1 MB JSON body limit, within the video limit.
      assert.equal((await upload(Buffer.concat([clip, randomBytes(1.5 * KB * KB)]), 'fits.mp4')).statusCode, 201);
      assert.equal((await stored.names()).length, filesBefore + 2);
    });

    it('needs a signed-in user and a file in the field "file"', async () => {
      assert.equal((await upload(clip, 'clip.mp4', null)).statusCode, 401);
      const wrongField = await upload(clip, 'clip.mp4', leader, 'video');
      assert.deepEqual([wrongField.statusCode, wrongField.json()], [400, { errors: ['Please, choose a file'] }]);
      const json = await app.inject({
        method: 'POST',
        url: '/api/files',
        payload: { file: 'x' },
        headers: bearer(leader),
      });
      assert.deepEqual(
        [json.statusCode, json.json()],
        [400, { errors: ['Send the file as multipart/form-data in the field "file"'] }],
      );
    });

    it('serves only names it made: anything else is a JSON 404', async () => {
      for (const name of [
        '00000000-0000-4000-a000-000000000000.mp4',
        '..%2F..%2Fjwt-secret',
        '..%2Fdb%2FPG_VERSION',
        'jwt-secret',
        '.hidden',
        '00000000-0000-4000-a000-000000000000.txt',
      ]) {
        const response = await app.inject(`/api/files/${name}`);
        assert.deepEqual([response.statusCode, response.json()], [404, { errors: ['File not found'] }], name);
      }
      const traversal = await app.inject('/api/files/../../jwt-secret');
      assert.equal(traversal.statusCode, 404);
      assert.ok(!traversal.body.includes('test-secret'));
    });
  });
}
