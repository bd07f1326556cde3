import type { Post, PostList, PostSummary, SavePost } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
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

export function createPostsService(posts: PostsRepository, transaction: RunInTransaction) {
  const found = (post: Post | undefined): Post => {
    if (!post) throw new HttpError(404, [postMessages.notFound]);
    return post;
  };

  return {
    page: (query: { skip: number; take: number }): Promise<PostList> => posts.page(query),
    all: (): Promise<PostSummary[]> => posts.all(),
    highlighted: (): Promise<PostSummary[]> => posts.highlighted(),
    byHeading: (heading: string): Promise<PostSummary[]> => posts.byHeading(heading),
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

    update(id: number, post: SavePost): Promise<Post> {
      checkItems(post);
      return rowRace(
        transaction(async (tx) => {
          if (post.rowPosition !== null) await posts.clearRow(post.rowPosition, id, tx);
          if (!(await posts.update(id, post, tx))) throw new HttpError(404, [postMessages.notFound]);
          return found(await posts.findById(id, tx));
        }),
      );
    },

    async delete(id: number): Promise<void> {
      if (!(await posts.delete(id))) throw new HttpError(404, [postMessages.notFound]);
    },
  };
}
