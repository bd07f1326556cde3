import { getSession, isAccessTokenExpired, refreshAccessToken } from '@church/auth';
import { HTTPError, pageLanguage } from '@church/http/core';
import { showResponseErrors } from './show-response-errors';

export interface UploadOptions {
  /** 0 to 100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

/**
 * Multipart upload (field 'file') of one file. XMLHttpRequest, not fetch: fetch cannot report
 * upload progress over HTTP/1.1. Resolves with the API's JSON answer (for /api/files, the URL).
 */
export async function uploadFile<T = { url: string }>(
  path: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<T> {
  if (isAccessTokenExpired()) await refreshAccessToken();
  const body = new FormData();
  body.append('file', file);

  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const language = pageLanguage();
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      options.onProgress?.(100);
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': 'application/json' } }));
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new UploadAbortedError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

  if (!response.ok) {
    await showResponseErrors(response);
    throw new HTTPError(response);
  }
  return (await response.json()) as T;
}
