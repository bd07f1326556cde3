import { pageSizes } from '@church/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The public reads a page starts with, and which of them holds its largest picture. */
interface PageReads {
  /** Paths under /api/, which are also the keys mfe-public's query cache files them under. */
  reads: string[];
  firstPicture: (reads: Record<string, unknown>) => string | undefined;
}

/**
 * The pages whose first picture is the one a visitor waits for: the home page (its first
 * highlighted post), and a post (its title picture); with the sermons' first page, these
 * are the pages drawn on the server (decision 0052). Other pages draw text first.
 */
function pageReadsFor(pathname: string): PageReads | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (['/', '/home', '/index.html'].includes(path)) {
    return {
      reads: ['posts/highlighted', 'videos/home'],
      firstPicture: (reads) => firstHighlightedPicture(reads['posts/highlighted']),
    };
  }
  if (path === '/videos') {
    const firstPage = `paginated-videos?skip=0&take=${pageSizes.videos}`;
    return { reads: [firstPage], firstPicture: () => undefined };
  }
  const post = /^\/posts\/(\d{1,9})$/.exec(path)?.[1];
  if (post) {
    return {
      reads: [`posts/${post}`],
      firstPicture: (reads) => (reads[`posts/${post}`] as { titlePictureUrl?: string } | undefined)?.titlePictureUrl,
    };
  }
  return undefined;
}

export interface PageData {
  /** Each read that answered 200, by its path under /api/. */
  reads: Record<string, unknown>;
  /** Every read answered: the page can be drawn from them alone. */
  complete: boolean;
  firstPicture?: string;
}

/**
 * A page's first data, read through the public API so the read cache (0044) serves it, to be
 * inlined in the page: its first picture then renders without a round trip to the API (0048,
 * 0050). Best effort: a read that fails is left out and the page fetches it itself.
 */
export async function readPageData(
  app: FastifyInstance,
  pathname: string,
  log: FastifyBaseLogger,
): Promise<PageData | undefined> {
  const page = pageReadsFor(pathname);
  if (!page) return undefined;
  const answers = await Promise.all(
    page.reads.map(async (key) => {
      try {
        const response = await app.inject({ method: 'GET', url: `/api/${key}` });
        return response.statusCode === 200 ? ([key, response.json<unknown>()] as const) : undefined;
      } catch (error) {
        log.warn({ err: error, read: key }, 'page read failed; the page fetches it itself');
        return undefined;
      }
    }),
  );
  const reads = Object.fromEntries(answers.filter((answer) => answer !== undefined));
  return { reads, complete: answers.every(Boolean), firstPicture: page.firstPicture(reads) };
}

function firstHighlightedPicture(highlighted: unknown): string | undefined {
  if (!Array.isArray(highlighted)) return undefined;
  const posts = highlighted as { titlePictureUrl: string; rowPosition: number | null }[];
  const [first] = [...posts].sort((a, b) => (a.rowPosition ?? 4) - (b.rowPosition ?? 4));
  return first?.titlePictureUrl;
}
