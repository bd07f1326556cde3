import { pageSizes } from '@church/contracts';
import { measurePaired, type LoadResult } from './load';
import type { BenchServer } from './servers';
import { signIn } from './sign-in';

export interface ThroughputRow extends LoadResult {
  name: string;
  /** Public reads and signed-in reads have different p99 targets. */
  kind: 'public' | 'signed-in';
  /** Bare Fastify, measured in turns with this read. */
  reference: LoadResult;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The reads of issue 16, against the demo data of a fresh API. */
async function endpoints(api: BenchServer) {
  const base = `${api.url}/api`;
  const videos = await getJson<{ entities: { id: number }[] }>(`${base}/paginated-videos`);
  const posts = await getJson<{ entities: { id: number }[] }>(`${base}/paginated-posts`);
  const signedIn = await signIn(api.url, 'member');
  return [
    { name: 'GET /api/videos/home', url: `${base}/videos/home`, kind: 'public' },
    { name: 'GET /api/posts/highlighted', url: `${base}/posts/highlighted`, kind: 'public' },
    { name: 'home posts', url: `${base}/paginated-posts?skip=0&take=${pageSizes.homePosts}`, kind: 'public' },
    {
      name: 'GET /api/paginated-videos',
      url: `${base}/paginated-videos?skip=0&take=${pageSizes.videos}`,
      kind: 'public',
    },
    { name: 'GET /api/paginated-posts', url: `${base}/paginated-posts?skip=0&take=${pageSizes.posts}`, kind: 'public' },
    { name: 'a video', url: `${base}/videos/${videos.entities[0]?.id}`, kind: 'public' },
    { name: 'a post', url: `${base}/posts/${posts.entities[0]?.id}`, kind: 'public' },
    {
      name: 'GET /api/events/upcoming',
      url: `${base}/events/upcoming?skip=0&take=${pageSizes.events}`,
      kind: 'public',
    },
    { name: 'GET /api/users/current', url: `${base}/users/current`, kind: 'signed-in', headers: signedIn },
    {
      name: 'own giving history',
      url: `${base}/givings/history/current?skip=0&take=${pageSizes.accountGivingHistory}`,
      kind: 'signed-in',
      headers: signedIn,
    },
  ] as const;
}

/**
 * Each endpoint in turn at 50 connections, taking turns with the bare Fastify reference second
 * by second (`measurePaired`): each row carries the reference measured beside it.
 */
export async function measureThroughput(
  api: BenchServer,
  hello: BenchServer,
  durationSeconds: number,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const endpoint of await endpoints(api)) {
    const headers = 'headers' in endpoint ? endpoint.headers : undefined;
    const { target, reference } = await measurePaired(
      { url: endpoint.url, headers },
      { url: `${hello.url}/` },
      durationSeconds,
    );
    rows.push({ name: endpoint.name, kind: endpoint.kind, ...target, reference });
  }
  return rows;
}
