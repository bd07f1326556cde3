import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../lib/loggable-error';
import type { FileStorage } from './file-storage';
import type { UploadsRepository } from './uploads.repository';

const HOUR_MS = 60 * 60 * 1000;

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

/** Runs the sweep hourly, like the expired rate-limit sweep; a failure is logged and retried next hour. */
export function scheduleUploadsSweep(
  app: FastifyInstance,
  repository: UploadsRepository,
  storage: FileStorage,
  graceMs: number,
): void {
  const sweep = async () => {
    try {
      const deleted = await sweepUnreferencedUploads(repository, storage, graceMs);
      if (deleted.length > 0) app.log.info({ count: deleted.length }, 'deleted unreferenced uploads');
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, 'could not sweep unreferenced uploads');
    }
  };
  const timer = setInterval(() => void sweep(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
