import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { tempDir } from '../../../test/helper';
import type { S3Config } from '../../config';
import { createS3Client } from './s3-storage';

/**
 * A real S3-compatible server in this process (s3rver, objects in a temp folder, a free port),
 * so the S3 storage is tested through the SDK and HTTP, never mocked.
 */
export async function startTestS3(bucket = 'church-files') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('church-s3-'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  return {
    config,
    /** Every key in the bucket. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
