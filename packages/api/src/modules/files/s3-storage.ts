import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import type { FileStorage } from './file-storage';
import { fileTypeOfExtension } from './file-types';

/** Any S3 error that means "no such object" (HeadObject has no body, so only the status tells). */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's default chain (env, shared files, instance or task role).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where an operation requires them: many S3-compatible services do not
    // understand the SDK's default streaming (aws-chunked) checksums on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in one bucket, keyed by the stored names themselves. Uploads stream through
 * lib-storage's `Upload`: one PutObject for a file under a part (5 MB), a multipart upload
 * above it (aborted on failure, so a failed upload leaves no object; a bucket lifecycle rule
 * that aborts incomplete multipart uploads cleans up after a failed abort).
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  return {
    async put(name, source) {
      const contentType = fileTypeOfExtension(path.extname(name).slice(1))?.contentType;
      // When the source fails (a 413 while counting, a client that went away), that error is
      // the answer, even if aborting the multipart upload fails as well.
      let sourceError: unknown;
      source.once('error', (error) => (sourceError = error));
      try {
        await new Upload({
          client,
          params: { Bucket, Key: name, Body: source, ...(contentType ? { ContentType: contentType } : {}) },
        }).done();
      } catch (error) {
        throw sourceError ?? error;
      }
    },
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return head.ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async read(name, range) {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: name, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      // In Node the body is an http.IncomingMessage with the SDK's helpers mixed in.
      return object.Body as Readable;
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
