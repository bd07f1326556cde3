/**
 * The one error every call to the API rejects with when the API answers with a failure status
 * (a lost connection stays fetch's own TypeError). `response` carries the API's
 * `{ errors: [...] }` body and `status` what a page decides on (404 against anything else).
 */
export class HTTPError extends Error {
  readonly status: number;

  constructor(readonly response: Response) {
    super(`Request failed with status ${response.status}`);
    this.name = 'HTTPError';
    this.status = response.status;
  }
}
