import type { CursorPageQuery, PageQuery, Post, PostList, PostSummary, SavePost } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { deleteStoredFile, type FileStorage } from '../files';
import type { PostsRepository } from './posts.repository';

export const postMessages = {
  notFound: 'Post not found',
  duplicateOrderNumber: 'Post items must have different order numbers',
  rowTaken: 'Another post took this row at the same moment, please try again',
} as const;

/** Two saves racing for one highlighted row: the unique index lets one win. */
async function rowRace<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, [postMessages.rowTaken]);
    throw error;
  }
}

export type PostsService = ReturnType<typeof createPostsService>;

function checkItems(post: SavePost): void {
  const numbers = post.postItems.map((item) => item.orderNumber);
  if (new Set(numbers).size !== numbers.length) throw new HttpError(400, [postMessages.duplicateOrderNumber]);
}

const picturesIn = (post: SavePost) => [
  post.titlePictureUrl,
  ...post.postItems.flatMap((item) => (item.pictureUrl ? [item.pictureUrl] : [])),
];

export function createPostsService(posts: PostsRepository, transaction: RunInTransaction, storage: FileStorage) {
  /**
   * Removes stored pictures no post shows any more. Runs after the commit: a file is never
   * gone while a saved post still points at it; a failure here only leaves a file behind.
   */
  const dropUnused = async (urls: readonly string[]) => {
    for (const url of new Set(urls)) if (!(await posts.isPictureUsed(url))) await deleteStoredFile(storage, url);
  };

  const found = (post: Post | undefined): Post => {
    if (!post) throw new HttpError(404, [postMessages.notFound]);
    return post;
  };

  return {
    page: (query: CursorPageQuery): Promise<PostList> => posts.page(query),
    all: (): Promise<PostSummary[]> => posts.all(),
    highlighted: (): Promise<PostSummary[]> => posts.highlighted(),
    byHeading: (query: PageQuery & { heading: string }): Promise<PostSummary[]> => posts.byHeading(query),
    get: async (id: number): Promise<Post> => found(await posts.findById(id)),

    /** A highlighted row holds one post: taking row N takes it from whichever post had it. */
    create(post: SavePost): Promise<Post> {
      checkItems(post);
      return rowRace(
        transaction(async (tx) => {
          if (post.rowPosition !== null) await posts.clearRow(post.rowPosition, undefined, tx);
          return found(await posts.findById(await posts.insert(post, tx), tx));
        }),
      );
    },

    /** Replaces the post and its items; pictures it no longer shows leave storage. */
    async update(id: number, post: SavePost): Promise<Post> {
      checkItems(post);
      let before: string[] = [];
      const saved = await rowRace(
        transaction(async (tx) => {
          before = (await posts.picturesOf(id, tx)) ?? [];
          if (post.rowPosition !== null) await posts.clearRow(post.rowPosition, id, tx);
          if (!(await posts.update(id, post, tx))) throw new HttpError(404, [postMessages.notFound]);
          return found(await posts.findById(id, tx));
        }),
      );
      const kept = new Set(picturesIn(post));
      await dropUnused(before.filter((url) => !kept.has(url)));
      return saved;
    },

    /** The post, its items (cascade) and its stored pictures, unless another post shows one. */
    async delete(id: number): Promise<void> {
      const pictures = await transaction(async (tx) => {
        const urls = await posts.picturesOf(id, tx);
        if (!urls || !(await posts.delete(id, tx))) throw new HttpError(404, [postMessages.notFound]);
        return urls;
      });
      await dropUnused(pictures);
    },
  };
}
