import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { loadFilesConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';
import { startTestS3 } from './s3-test-server';

const MB = 1024 * 1024;

async function* chunks(content: Buffer, failAfter?: number) {
  for (let at = 0; at < content.length; at += 64 * 1024) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('the client went away');
    yield content.subarray(at, at + 64 * 1024);
  }
}

describe('S3 file storage (in-process S3 server)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let storage: FileStorage;
  before(async () => {
    s3 = await startTestS3();
    storage = createS3Storage(s3.config);
  });
  after(() => s3.close());

  it('streams a file larger than one part (multipart), reads it whole and by range, deletes it', async () => {
    const content = randomBytes(6 * MB + 123);
    const name = '00000000-0000-4000-a000-000000000001.mp4';
    await storage.put(name, Readable.from(chunks(content)));
    assert.equal(await storage.size(name), content.length);
    assert.deepEqual(await s3.keys(), [name]);
    const whole = Buffer.concat(await (await storage.read(name)).toArray());
    assert.ok(whole.equals(content));
    const range = { start: 5 * MB - 10, end: 5 * MB + 9 };
    const part = Buffer.concat(await (await storage.read(name, range)).toArray());
    assert.ok(part.equals(content.subarray(range.start, range.end + 1)));
    await storage.delete(name);
    assert.equal(await storage.size(name), undefined);
  });

  it('leaves nothing behind when the upload stream fails, small or multipart', async () => {
    const content = randomBytes(7 * MB);
    for (const failAfter of [64 * 1024, 6 * MB]) {
      const name = `00000000-0000-4000-a000-00000000000${failAfter > MB ? 3 : 2}.webm`;
      await assert.rejects(storage.put(name, Readable.from(chunks(content, failAfter))), /the client went away/);
      assert.equal(await storage.size(name), undefined);
    }
    // No object. (s3rver has no AbortMultipartUpload, so the abort itself is not checked here.)
    assert.deepEqual(await s3.keys(), []);
  });

  it('answers undefined for an unknown name and stores the content type', async () => {
    assert.equal(await storage.size('00000000-0000-4000-a000-000000000009.png'), undefined);
    const name = '00000000-0000-4000-a000-000000000004.pdf';
    await storage.put(name, Readable.from([Buffer.from('%PDF-1.7 hello')]));
    assert.equal(await text(await storage.read(name, { start: 9, end: 13 })), 'hello');
    const response = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${name}`, { method: 'HEAD' });
    assert.equal(response.headers.get('content-type'), 'application/pdf');
  });
});

describe('S3 storage configuration', () => {
  it('is off without S3_BUCKET, and defaults the region and path style', () => {
    assert.equal(loadFilesConfig({}).s3, undefined);
    assert.deepEqual(loadFilesConfig({ S3_BUCKET: 'church' }).s3, {
      bucket: 'church',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    assert.deepEqual(
      loadFilesConfig({
        S3_BUCKET: 'church',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
      {
        bucket: 'church',
        region: 'eu-central-1',
        endpoint: 'http://minio:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    );
    const virtualHosted = { S3_BUCKET: 'church', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' };
    assert.equal(loadFilesConfig(virtualHosted).s3?.forcePathStyle, false);
  });

  it('rejects a bad endpoint, path style or half of the credentials', () => {
    assert.throws(() => loadFilesConfig({ S3_BUCKET: 'church', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT must start/);
    assert.throws(() => loadFilesConfig({ S3_BUCKET: 'church', S3_FORCE_PATH_STYLE: 'yes' }), /true or false/);
    assert.throws(() => loadFilesConfig({ S3_BUCKET: 'church', S3_ACCESS_KEY_ID: 'key' }), /must be set together/);
  });
});
