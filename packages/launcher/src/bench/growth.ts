export interface GrowthProbe {
  name: string;
  /** Path and query under the API, without a cache-busting parameter. */
  path: string;
  /** The same list's first page: what the demo database is timed on. */
  demoPath: string;
  /** A page of the large database whose `nextCursor` the probe's path asks to start after. */
  cursorFrom?: string;
  /** Shown for comparison, not held to the target. */
  informational?: boolean;
}

/** The page ending at item 90,000 of a list, whose nextCursor starts the deep page. */
const DEEP = 90_000;
/** Halfway down a list of LARGE_ROWS: the farthest a numbered page is from either end. */
const MIDDLE = 50_000;
const endingAtDeep = (list: string) => `${list}?skip=${DEEP - 1}&take=1`;

/**
 * A list's first page, the page after its item 90,000 (by cursor), and the same by skip (read
 * from the list's nearer end); the middle page, still an offset of half the list, for comparison.
 */
function listProbes(name: string, list: string): GrowthProbe[] {
  const first = `${list}?skip=0`;
  return [
    { name: `${name}, first page`, path: first, demoPath: first },
    { name: `${name}, deep page (after a cursor)`, path: list, demoPath: first, cursorFrom: endingAtDeep(list) },
    { name: `${name}, deep page by skip ${DEEP}`, path: `${list}?skip=${DEEP}`, demoPath: first },
    {
      name: `${name}, middle page by skip ${MIDDLE}`,
      path: `${list}?skip=${MIDDLE}`,
      demoPath: first,
      informational: true,
    },
  ];
}

/** The lists of issue 16: first and deep pages (a deep page exists only in the large database). */
export function growthProbes(videoId: number): GrowthProbe[] {
  return [
    ...listProbes('comments of a video', `/api/paginated-comments/${videoId}`),
    ...listProbes('posts', '/api/paginated-posts'),
    {
      name: 'posts by heading (common word)',
      path: '/api/posts/by-heading?heading=e',
      demoPath: '/api/posts/by-heading?heading=e',
    },
  ];
}

/** The probe's path on `baseUrl`, with `after` set to the cursor its `cursorFrom` page hands out. */
export async function probeUrl(baseUrl: string, probe: GrowthProbe): Promise<string> {
  if (!probe.cursorFrom) return `${baseUrl}${probe.path}`;
  const response = await fetch(`${baseUrl}${probe.cursorFrom}`);
  const { nextCursor } = (await response.json()) as { nextCursor?: string };
  if (!response.ok || !nextCursor) throw new Error(`${probe.cursorFrom}: no nextCursor (${response.status})`);
  return `${baseUrl}${probe.path}?after=${encodeURIComponent(nextCursor)}`;
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
