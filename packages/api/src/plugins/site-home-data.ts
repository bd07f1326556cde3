import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The public reads the home page starts with, named by their path under /api/, which is also
 * the key mfe-public's query cache files them under (its `useApiQuery('posts/highlighted', …)`).
 */
const HOME_READS = ['posts/highlighted', 'videos/home'] as const;

export interface HomeData {
  /** Each read that answered 200, by its path under /api/. */
  reads: Record<string, unknown>;
  /** The first highlighted post's picture (row 1 first, as the page orders them). */
  firstPicture?: string;
}

/**
 * The home page's first data, read through the public API so the read cache (0044) serves it,
 * to be inlined in the page: its first picture then renders without a round trip to the API
 * (0048). Best effort: a read that fails is left out and the page fetches it itself.
 */
export async function readHomeData(app: FastifyInstance, log: FastifyBaseLogger): Promise<HomeData> {
  const answers = await Promise.all(
    HOME_READS.map(async (key) => {
      try {
        const response = await app.inject({ method: 'GET', url: `/api/${key}` });
        return response.statusCode === 200 ? ([key, response.json<unknown>()] as const) : undefined;
      } catch (error) {
        log.warn({ err: error, read: key }, 'home read failed; the page fetches it itself');
        return undefined;
      }
    }),
  );
  const reads = Object.fromEntries(answers.filter((answer) => answer !== undefined));
  return { reads, firstPicture: firstPictureOf(reads['posts/highlighted']) };
}

function firstPictureOf(highlighted: unknown): string | undefined {
  if (!Array.isArray(highlighted)) return undefined;
  const posts = highlighted as { titlePictureUrl: string; rowPosition: number | null }[];
  const [first] = [...posts].sort((a, b) => (a.rowPosition ?? 4) - (b.rowPosition ?? 4));
  return first?.titlePictureUrl;
}
