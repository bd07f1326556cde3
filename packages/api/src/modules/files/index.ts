import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FilesConfig } from '../../config';
import path from 'node:path';
import { createDiskStorage, type FileStorage } from './file-storage';
import { registerServeRoute, registerUploadRoute } from './files.routes';
import { createFilesService } from './files.service';
import { createS3Storage } from './s3-storage';
import { createUploadsRepository } from './uploads.repository';
import { scheduleUploadsSweep } from './uploads-sweep';
import type { ApiModule } from '../api-module';
import * as filesTables from './uploads.table';

/** The bucket when S3_BUCKET is configured, otherwise the disk under `DATA_DIR/files`. */
export async function createFileStorage(files: FilesConfig, dataDir: string): Promise<FileStorage> {
  return files.s3 ? createS3Storage(files.s3) : createDiskStorage(path.join(dataDir, 'files'));
}

/** Uploads (signed in) and serving of stored files with byte ranges (anyone). */
const filesPlugin: FastifyPluginAsync<{
  storage: FileStorage;
  limits: FilesConfig;
  tables: Record<string, unknown>;
}> = async (app, options) => {
  const uploads = createUploadsRepository(app.database.db, options.tables);
  const service = createFilesService(options.storage, options.limits, uploads);
  await scheduleUploadsSweep(app, uploads, options.storage, options.limits.uploadGraceMs);

  await app.register(async (upload) => {
    await upload.register(multipart, {
      // One byte past the largest allowed file, so the service sees it is too large (413).
      limits: { fileSize: service.maxUploadBytes + 1, files: 1, fields: 10, parts: 11 },
      throwFileSizeLimit: false,
    });
    registerUploadRoute(upload, service);
  });
  registerServeRoute(app, service);
};

export { createDiskStorage, type FileStorage } from './file-storage';
export { createS3Storage } from './s3-storage';
export { FILES_URL_PREFIX } from './files.service';
export { demoMediaFolder, storeDemoFile } from './demo-files';
export { deleteStoredFile, isStoredFile, storedNameOf } from './stored-file-url';
export { createUploadsRepository } from './uploads.repository';
export { sweepUnreferencedUploads } from './uploads-sweep';

export const filesModule: ApiModule = {
  name: 'files',
  needs: ['users'],
  tables: filesTables,
  routes: (api, { storage, files, tables }) => api.register(filesPlugin, { storage, limits: files, tables }),
};
export * from './uploads.table';
