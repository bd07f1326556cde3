import { LARGE_ROWS } from './fill-large';
import { signIn, type DemoAccount } from './sign-in';

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
  /** The demo account the list is read as; a public list when absent. */
  as?: DemoAccount;
  /** How long the list is in the large database. */
  rows: number;
}

/** An API under test with a session of each demo account (tokens differ between databases). */
export interface BenchApi {
  url: string;
  sessions: Record<DemoAccount, { authorization: string }>;
}

/** One request to time: its URL and the session it is sent with, if any. */
export interface ProbeCall {
  url: string;
  headers: Record<string, string>;
}

export async function signedInApi(url: string): Promise<BenchApi> {
  return { url, sessions: { admin: await signIn(url, 'admin'), member: await signIn(url, 'member') } };
}

/** The items of a 'Load more' list: the demo member's half of the gifts and prayer requests. */
const HALF = LARGE_ROWS / 2;
/** The dashboard's activities: one recorded by trigger for each row of the five tables filled. */
const ACTIVITIES = 5 * LARGE_ROWS;

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * How a list is paged: numbered pages only (`skip`), numbered pages that also take a cursor, or
 * 'Load more' by cursor (no total, so a numbered page cannot be read from the list's nearer end:
 * its deep pages by skip are shown for comparison only).
 */
type Paging = 'skip' | 'skip and cursor' | 'load more';

interface ListOptions {
  paging: Paging;
  as?: DemoAccount;
  rows?: number;
}

/**
 * A list's first page, the page after its item 90,000 (or at 90% of a shorter list) by cursor, and
 * the same by skip (read from the list's nearer end); the middle page, still an offset of half the
 * list, for comparison ('Load more' lists have no numbered middle page to compare with).
 */
function listProbes(name: string, list: string, { paging, as, rows = LARGE_ROWS }: ListOptions): GrowthProbe[] {
  const deep = Math.min(0.9 * rows, 90_000);
  const middle = rows / 2;
  const first = withQuery(list, 'skip=0');
  const common = { demoPath: first, as, rows };
  const probes: GrowthProbe[] = [{ name: `${name}, first page`, path: first, ...common }];
  if (paging !== 'skip') {
    probes.push({
      name: `${name}, deep page (after a cursor)`,
      path: list,
      cursorFrom: withQuery(list, `skip=${deep - 1}&take=1`),
      ...common,
    });
  }
  const loadMore = paging === 'load more';
  probes.push({
    name: `${name}, deep page by skip ${deep}`,
    path: withQuery(list, `skip=${deep}`),
    informational: loadMore,
    ...common,
  });
  if (loadMore) return probes;
  probes.push({
    name: `${name}, middle page by skip ${middle}`,
    path: withQuery(list, `skip=${middle}`),
    informational: true,
    ...common,
  });
  return probes;
}

/** Every paginated list of issue 16: first and deep pages (a deep page exists only in the large database). */
export function growthProbes(videoId: number): GrowthProbe[] {
  return [
    ...listProbes('comments of a video', `/api/paginated-comments/${videoId}`, { paging: 'skip and cursor' }),
    ...listProbes('posts', '/api/paginated-posts', { paging: 'skip and cursor' }),
    {
      name: 'posts by heading (common word)',
      path: '/api/posts/by-heading?heading=e',
      demoPath: '/api/posts/by-heading?heading=e',
      rows: LARGE_ROWS,
    },
    ...listProbes('members (admin)', '/api/users/members', { paging: 'skip', as: 'admin' }),
    ...listProbes("everybody's gifts (admin)", '/api/givings/history', { paging: 'skip and cursor', as: 'admin' }),
    ...listProbes('own giving history', '/api/givings/history/current', {
      paging: 'skip and cursor',
      as: 'member',
      rows: HALF,
    }),
    ...listProbes('own prayer requests', '/api/requests', { paging: 'load more', as: 'member', rows: HALF }),
    ...listProbes("everybody's prayer requests (admin)", '/api/requests/all', { paging: 'load more', as: 'admin' }),
    // The year, the widest period: every activity of the fill is dated within it.
    ...listProbes('activities (admin)', '/api/activities/for-period?period=year', {
      paging: 'load more',
      as: 'admin',
      rows: ACTIVITIES,
    }),
  ];
}

const sessionOf = (api: BenchApi, as?: DemoAccount) => (as ? api.sessions[as] : {});

/** The demo database's call of a probe: its list's first page. */
export function demoCall(api: BenchApi, probe: GrowthProbe): ProbeCall {
  return { url: `${api.url}${probe.demoPath}`, headers: sessionOf(api, probe.as) };
}

/** The probe's path on `api`, with `after` set to the cursor its `cursorFrom` page hands out. */
export async function probeCall(api: BenchApi, probe: GrowthProbe): Promise<ProbeCall> {
  const headers = sessionOf(api, probe.as);
  if (!probe.cursorFrom) return { url: `${api.url}${probe.path}`, headers };
  const response = await fetch(`${api.url}${probe.cursorFrom}`, { headers });
  const { nextCursor } = (await response.json()) as { nextCursor?: string };
  if (!response.ok || !nextCursor) throw new Error(`${probe.cursorFrom}: no nextCursor (${response.status})`);
  return { url: `${api.url}${withQuery(probe.path, `after=${encodeURIComponent(nextCursor)}`)}`, headers };
}

async function timeOnce({ url, headers }: ProbeCall): Promise<{ ms: number; bytes: number }> {
  // A parameter of its own, so no answer comes from the read cache.
  const started = performance.now();
  const response = await fetch(withQuery(url, `bench=${Math.random()}`), { headers });
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
  demo: ProbeCall,
  large: ProbeCall,
  runs = 31,
): Promise<{ demoMs: number; largeMs: number; largeBytes: number }> {
  const demoTimes: number[] = [];
  const largeTimes: number[] = [];
  let largeBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    demoTimes.push((await timeOnce(demo)).ms);
    const answer = await timeOnce(large);
    largeTimes.push(answer.ms);
    largeBytes = answer.bytes;
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { demoMs: round(median(demoTimes)), largeMs: round(median(largeTimes)), largeBytes };
}
