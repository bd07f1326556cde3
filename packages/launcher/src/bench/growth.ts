export interface GrowthProbe {
  name: string;
  /** Path and query under the API, without a cache-busting parameter. */
  path: string;
  /** The same list's first page: what the demo database is timed on. */
  demoPath: string;
}

/** The lists of issue 16: first and deep pages (a deep page exists only in the large database). */
export function growthProbes(videoId: number): GrowthProbe[] {
  const comments = `/api/paginated-comments/${videoId}`;
  return [
    { name: 'comments of a video, first page', path: `${comments}?skip=0`, demoPath: `${comments}?skip=0` },
    { name: 'comments of a video, deep page', path: `${comments}?skip=90000`, demoPath: `${comments}?skip=0` },
    { name: 'posts, first page', path: '/api/paginated-posts?skip=0', demoPath: '/api/paginated-posts?skip=0' },
    { name: 'posts, deep page', path: '/api/paginated-posts?skip=90000', demoPath: '/api/paginated-posts?skip=0' },
    {
      name: 'posts by heading (common word)',
      path: '/api/posts/by-heading?heading=e',
      demoPath: '/api/posts/by-heading?heading=e',
    },
  ];
}

async function timeOnce(url: string): Promise<{ ms: number; bytes: number }> {
  // A parameter of its own, so no answer comes from the read cache.
  const started = performance.now();
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}bench=${Math.random()}`);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One request at a time, as a visitor paging, alternating between the demo and the large
 * database so both meet the same machine load: the median of `runs` answers of each.
 */
export async function timePair(
  demoUrl: string,
  largeUrl: string,
  runs = 31,
): Promise<{ demoMs: number; largeMs: number; largeBytes: number }> {
  const demo: number[] = [];
  const large: number[] = [];
  let largeBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    demo.push((await timeOnce(demoUrl)).ms);
    const answer = await timeOnce(largeUrl);
    large.push(answer.ms);
    largeBytes = answer.bytes;
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { demoMs: round(median(demo)), largeMs: round(median(large)), largeBytes };
}
