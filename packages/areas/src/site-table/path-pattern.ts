// Plain string work on page paths: the shell, the API and the tests use it before (or without)
// a router.

/** 'plan-page/:id' matches 'plan-page/12': a parameter fills one segment, the rest must be equal. */
export function matchesPath(pattern: string, path: string): boolean {
  return paramsOf(pattern, path) !== undefined;
}

/** The parameters of `path` by name ('/posts/:id', '/posts/7' -> { id: '7' }), or undefined when it does not match. */
export function paramsOf(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = got[index]!;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      params[part.slice(1)] = value;
    } else if (part !== value) return undefined;
  }
  return params;
}

/** A pattern with its parameters filled in ('/posts/:id', { id: 7 } -> '/posts/7'). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A pathname as pages are matched: without a trailing slash ('/' stays '/'). */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
