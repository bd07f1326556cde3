import { useEffect, useRef, useState } from 'react';
import { UploadAbortedError, type UploadOptions } from '@church/http';

/** Sends one file; the default posts it to /api/files through @church/http. */
export type UploadFn = (file: File, options: UploadOptions) => Promise<{ url: string }>;

export type UploadState =
  { status: 'idle' } | { status: 'uploading'; file: File; percent: number } | { status: 'done' | 'failed'; file: File };

/** One upload at a time (a new one aborts the last), with progress, cancel, and an abort on unmount. */
export function useUpload(upload: UploadFn, onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (file: File) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'uploading', file, percent: 0 });
    const onProgress = (percent: number) => {
      if (!controller.signal.aborted) setState({ status: 'uploading', file, percent });
    };
    try {
      const { url } = await upload(file, { onProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      setState({ status: 'done', file });
      onUploaded(url);
    } catch (error) {
      if (controller.signal.aborted || error instanceof UploadAbortedError) return;
      setState({ status: 'failed', file });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  };

  const cancel = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ status: 'idle' });
  };

  return { state, start, cancel };
}
