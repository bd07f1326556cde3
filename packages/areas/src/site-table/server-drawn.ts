import { liveStatusReadKey, publicPageSizes, readKeys, videoFiltersReadKey, visitInfoReadKey } from '@church/contracts';
import { findPublicPage, type PublicPage, type PublicPageId } from './public-pages';

/** A page drawn on the server too (decision 0052): the reads the API inlines, and its first picture. */
export interface ServerDrawn {
  /**
   * The page's first reads, named by the key functions the browser's query cache uses too;
   * undefined when the path's parameters name nothing (the browser then draws the page).
   */
  reads: (params: Record<string, string>) => string[] | undefined;
  /** The picture a visitor waits for, found in the answers (the API hints it first). */
  firstPicture?: (reads: Record<string, unknown>) => string | undefined;
}

const postId = /^\d{1,9}$/;

/**
 * The public pages the server draws too, by their row's id in public-pages.ts. This column of
 * the site table sits in its own file because only the servers read it: kept out of the rows,
 * its read and picture code stays off every browser's first visit (decision 0063).
 */
export const serverDrawnPages = {
  home: {
    reads: () => [
      readKeys.highlightedPosts(),
      readKeys.homeVideos(),
      readKeys.firstPostsPage(publicPageSizes.homePosts),
      visitInfoReadKey,
      liveStatusReadKey,
    ],
    firstPicture: (reads) => firstHighlightedPicture(reads[readKeys.highlightedPosts()]),
  },
  videos: { reads: () => [readKeys.firstVideosPage(), videoFiltersReadKey, liveStatusReadKey] },
  post: {
    reads: ({ id = '' }) => (postId.test(id) ? [readKeys.post(Number(id))] : undefined),
    firstPicture: (reads) => {
      const post = Object.values(reads)[0] as { titlePictureUrl?: string } | undefined;
      return post?.titlePictureUrl;
    },
  },
} satisfies Partial<Record<PublicPageId, ServerDrawn>>;

/** The server-drawn page at a pathname: its row, its parameters and what the server reads for it. */
export function findServerDrawnPage(
  pathname: string,
): { page: PublicPage; params: Record<string, string>; server: ServerDrawn } | undefined {
  const found = findPublicPage(pathname);
  const server: ServerDrawn | undefined = found && serverDrawnPages[found.page.id as keyof typeof serverDrawnPages];
  return found && server ? { ...found, server } : undefined;
}

/** The first highlighted post's picture: the home page's largest. */
function firstHighlightedPicture(highlighted: unknown): string | undefined {
  if (!Array.isArray(highlighted)) return undefined;
  const posts = highlighted as { titlePictureUrl: string; rowPosition: number | null }[];
  const [first] = [...posts].sort((a, b) => (a.rowPosition ?? 4) - (b.rowPosition ?? 4));
  return first?.titlePictureUrl;
}
