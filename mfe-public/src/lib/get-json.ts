/** A failed API call, with the HTTP status the page decides on (404 vs anything else). */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ResponseError';
  }
}

type Params = Record<string, string | number | undefined>;

/**
 * Public reads go straight through fetch: they need no token, and the home page must not pull
 * the shared HTTP client (ky) into the first visit. Failures become a ResponseError; the page
 * shows them itself (an error panel or its own toast), so nothing is toasted here.
 */
export async function getJson<T>(path: string, params: Params = {}): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/${path}${search}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ResponseError(0, 'Network error');
  }
  if (!response.ok) throw new ResponseError(response.status, `GET /api/${path} answered ${response.status}`);
  return (await response.json()) as T;
}
