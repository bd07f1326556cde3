/** A request the page made, as the fake API saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string ('?skip=0&take=6'), or ''. */
  search: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * The API as the browser's fetch sees it, for component tests: each route ('GET /api/videos')
 * answers what the test says, unknown routes get the API's 404 shape, and every request is
 * recorded. Restore with jest.restoreAllMocks().
 */
export function fakeApi(routes: Record<string, Answer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    const answer = routes[`${request.method} ${url.pathname}`];
    return answer
      ? answer(recorded)
      : Response.json({ errors: [`No fake answer for ${request.method} ${url.pathname}`] }, { status: 404 });
  });
  return requests;
}

/** An answer with a JSON body. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
export { loadRemoteMock, registerRemotesMock, remoteModule, fakeFetch } from './federation-runtime';
export { testSession } from './test-session';
export { fakeUploads, FakeUpload } from './fake-xhr';
export { inlineSiteSettings } from './site-settings';
export { browserDateOfLateEvening, lateEveningChurchDate, lateEveningInstant } from './browser-clock';
