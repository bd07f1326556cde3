import { findServerDrawnPage } from '@church/areas/server-drawn';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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
  // The site table's server-drawn rows name their first reads by the keys the browser's query
  // cache files them under (decision 0052).
  const found = findServerDrawnPage(pathname);
  const keys = found?.server.reads(found.params);
  if (!found || !keys) return undefined;
  const answers = await Promise.all(
    keys.map(async (key) => {
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
  return { reads, complete: answers.every(Boolean), firstPicture: found.server.firstPicture?.(reads) };
}
