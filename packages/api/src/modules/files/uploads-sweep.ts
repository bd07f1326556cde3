import type { FastifyInstance } from 'fastify';
import { sweepKind } from '../../plugins/jobs';
import type { FileStorage } from './file-storage';
import type { UploadsRepository } from './uploads.repository';

/**
 * Deletes uploads that nothing points at once they are `graceMs` old: a picture chosen in a form
 * that was never saved, or a file uploaded only to be served (decision 0060). The grace leaves a
 * form open all day room to be saved. Returns the names it deleted.
 */
export async function sweepUnreferencedUploads(
  repository: UploadsRepository,
  storage: FileStorage,
  graceMs: number,
): Promise<string[]> {
  const names = await repository.unreferencedBefore(new Date(Date.now() - graceMs));
  for (const name of names) {
    await storage.delete(name);
    await repository.remove(name);
  }
  return names;
}

/** Runs the sweep hourly, a scheduled job that one replica runs; a failure is retried, then left to the next hour. */
export async function scheduleUploadsSweep(
  app: FastifyInstance,
  repository: UploadsRepository,
  storage: FileStorage,
  graceMs: number,
): Promise<void> {
  await app.jobs.every('sweep-unreferenced-uploads', '15 * * * *', sweepKind, async () => {
    const deleted = await sweepUnreferencedUploads(repository, storage, graceMs);
    if (deleted.length > 0) app.log.info({ count: deleted.length }, 'deleted unreferenced uploads');
  });
}
