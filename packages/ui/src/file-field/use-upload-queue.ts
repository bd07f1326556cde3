import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadAbortedError } from '@church/http';
import type { UploadFn } from './use-upload';

export type QueuedUpload =
  | { key: string; file: File; status: 'waiting' }
  /** `error`: what the upload threw, so a page can say why (a type refused, say). */
  | { key: string; file: File; status: 'failed'; error: unknown }
  | { key: string; file: File; status: 'uploading'; percent: number };

/** A file the queue stored, with the URL it got. */
export interface UploadedFile {
  file: File;
  url: string;
}

let nextKey = 0;

/**
 * Several files sent one after another (never two at once), each with its own progress and
 * Cancel. A failed file stays listed as failed while the others go on; a cancelled one leaves
 * the list. `run` resolves, once each of its files has settled, with those that were stored;
 * files chosen while a run is going join the end of the line. Unmounting aborts everything.
 */
export function useUploadQueue(upload: UploadFn) {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const line = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, next: QueuedUpload | null) =>
    setUploads((list) =>
      next ? list.map((entry) => (entry.key === key ? next : entry)) : list.filter((entry) => entry.key !== key),
    );

  const send = async (key: string, file: File): Promise<UploadedFile | null> => {
    const controller = controllers.current.get(key);
    if (!controller || controller.signal.aborted) return null;
    update(key, { key, file, status: 'uploading', percent: 0 });
    const onProgress = (percent: number) => {
      if (!controller.signal.aborted) update(key, { key, file, status: 'uploading', percent });
    };
    try {
      const { url } = await upload(file, { onProgress, signal: controller.signal });
      if (controller.signal.aborted) return null;
      update(key, null);
      return { file, url };
    } catch (error) {
      if (!controller.signal.aborted && !(error instanceof UploadAbortedError)) {
        update(key, { key, file, status: 'failed', error });
      }
      return null;
    } finally {
      controllers.current.delete(key);
    }
  };

  const run = async (files: readonly File[]): Promise<UploadedFile[]> => {
    const entries = files.map((file) => ({ key: `upload-${(nextKey += 1)}`, file, status: 'waiting' as const }));
    for (const entry of entries) controllers.current.set(entry.key, new AbortController());
    setUploads((list) => [...list, ...entries]);
    const results = entries.map((entry) => {
      const sent = line.current.then(() => send(entry.key, entry.file));
      line.current = sent;
      return sent;
    });
    return (await Promise.all(results)).filter((result): result is UploadedFile => result !== null);
  };

  /** Stops one file, waiting or on its way; it leaves the list. */
  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((list) => list.filter((entry) => entry.key !== key));
  }, []);

  /** Takes a failed file off the list. */
  const dismiss = cancel;

  return { uploads, run, cancel, dismiss };
}
