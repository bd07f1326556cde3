export { api } from './api-client';
export { showResponseErrors } from './show-response-errors';
