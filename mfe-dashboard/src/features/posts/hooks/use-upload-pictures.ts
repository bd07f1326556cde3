import { useEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { UploadAbortedError } from '@church/http';
import { uploadPicture } from '../api/upload-picture';
import type { Picture, PostFormInput, PostFormValues } from '../post-form';
import type { UploadProgress } from '../components/picture-field';

type PicturePath = Path<PostFormInput> & ('titlePicture' | `postItems.${number}.picture`);

/** Every picture chosen in this editor and not stored yet, with where it sits in the form. */
function chosenFiles(values: PostFormValues): [PicturePath, File][] {
  const found: [PicturePath, File][] = [];
  if (values.titlePicture?.file) found.push(['titlePicture', values.titlePicture.file]);
  values.postItems.forEach((item, index) => {
    if (item.picture?.file) found.push([`postItems.${index}.picture`, item.picture.file]);
  });
  return found;
}

/**
 * Uploads the post's new pictures side by side, each with its progress. A stored picture
 * replaces its file in the form at once, so trying again after a failure uploads only the rest.
 * Resolves with the URL of every picture, or 'failed' / 'cancelled' when the post must not be saved.
 */
export function useUploadPictures(form: UseFormReturn<PostFormInput, unknown, PostFormValues>) {
  const [progress, setProgress] = useState<Partial<Record<string, UploadProgress>>>({});
  const [isUploading, setUploading] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const uploadAll = async (values: PostFormValues) => {
    const stored = new Map<File, string>();
    const files = chosenFiles(values);
    const controller = new AbortController();
    controllerRef.current = controller;
    if (files.length > 0) setUploading(true);
    setProgress(Object.fromEntries(files.map(([path]) => [path, { status: 'uploading', percent: 0 }])));
    const results = await Promise.allSettled(
      files.map(async ([path, file]) => {
        const onProgress = (percent: number) =>
          setProgress((current) => ({ ...current, [path]: { status: 'uploading', percent } }));
        const url = await uploadPicture(file, onProgress, controller.signal);
        stored.set(file, url);
        form.setValue(path, { url }, { shouldDirty: true });
        setProgress((current) => ({ ...current, [path]: undefined }));
      }),
    );
    controllerRef.current = null;
    setUploading(false);
    if (
      controller.signal.aborted ||
      results.some((r) => r.status === 'rejected' && r.reason instanceof UploadAbortedError)
    ) {
      setProgress({});
      return 'cancelled' as const;
    }
    const failed = files.filter((_, index) => results[index]?.status === 'rejected');
    setProgress(Object.fromEntries(failed.map(([path]) => [path, { status: 'failed' }])));
    if (failed.length > 0) return 'failed' as const;
    return (picture: Picture) => picture.url ?? stored.get(picture.file) ?? '';
  };

  return {
    uploadAll,
    isUploading,
    progressOf: (path: string) => progress[path],
    /** A new file was chosen here: its last failure no longer applies. */
    forget: (path: string) => setProgress((current) => ({ ...current, [path]: undefined })),
    cancel: () => controllerRef.current?.abort(),
  };
}
