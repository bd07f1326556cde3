export { api, readEarly, type ApiOptions, type ResponsePromise } from './api-client';
export { alreadyToasted, messagesOf, showResponseErrors } from './show-response-errors';
export { uploadFile, UploadAbortedError, type UploadOptions } from './upload-file';
export { downloadBlob } from './download-blob';
export { HTTPError, request, type RequestOptions } from '@church/http/core';
export { downloadFile, fileNameOf } from './download-file';
// Also at @church/http/toast, the light entry for code that toasts without calling the API.
export { toast } from './toast';
