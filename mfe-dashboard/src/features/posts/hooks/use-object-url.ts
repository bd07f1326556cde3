import { useEffect, useMemo } from 'react';

function objectUrlOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    // No preview is better than no editor (test environments mix Blob implementations).
    return undefined;
  }
}

/** A URL that shows a chosen file before it is uploaded; released when the file changes or leaves. */
export function useObjectUrl(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? objectUrlOf(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
