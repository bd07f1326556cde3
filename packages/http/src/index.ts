export { api } from './api-client';
export { alreadyToasted, showResponseErrors } from './show-response-errors';
export { uploadFile, UploadAbortedError, type UploadOptions } from './upload-file';
export { downloadBlob } from './download-blob';
export { HTTPError } from 'ky';
export { downloadFile, fileNameOf } from './download-file';
