/**
 * The API as the browser's fetch sees it, for component tests: each route answers what the
 * test says, and every request is recorded (method, path, query, headers, JSON body). Tests keep
 * their own routes; this helper stays generic.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** Replaces fetch for one test (restore with jest.restoreAllMocks); unknown routes get the API's 404 shape. */
export function fakeApi(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
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
