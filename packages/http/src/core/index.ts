// The fetch core, an entry without the shared client's token handling and toasts, so the auth
// client (which the shared client builds on) and a public page's first visit can use it too.
// A federation singleton like the rest of @church/http: one HTTPError class for every remote.
export { HTTPError } from './http-error';
export {
  apiBaseUrl,
  bodyOf,
  pageLanguage,
  request,
  throwsFor,
  type RequestOptions,
  type SearchParams,
} from './request';
export { checkLazily } from './check-lazily';
