import type { Comment, CommentList, CursorPageQuery, ModeratedCommentList } from '@church/contracts';
import { eq, inArray } from 'drizzle-orm';
import { countedLists, countOf } from '../../db/list-counts';
import { keysetOrder, paginateByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { users } from '../users';
import { videos } from '../videos';
import { comments } from './comments.table';

export type NewComment = typeof comments.$inferInsert;
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

const columns = {
  id: comments.id,
  videoId: comments.videoId,
  text: comments.text,
  createdAt: comments.createdAt,
  creatorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: users.photoUrl,
};

function toComment(row: {
  id: number;
  videoId: number;
  text: string;
  createdAt: Date;
  creatorId: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}): Comment {
  return {
    id: row.id,
    videoId: row.videoId,
    text: row.text,
    creationDate: row.createdAt.toISOString(),
    creator: { id: row.creatorId, firstName: row.firstName, lastName: row.lastName, photoUrl: row.photoUrl },
  };
}

// Newest first, the id breaking ties: the order of comments_video_id_created_at_id_idx and comments_created_at_id_idx.
const newestFirstKeys: Keyset = { at: comments.createdAt, id: comments.id, direction: 'desc' };
const newestFirst = keysetOrder(newestFirstKeys);

/** One video's comments (or, videoId undefined, all of them) as a keyset list. */
export function commentList(videoId: number | undefined): KeysetList {
  return {
    from: comments,
    where: videoId === undefined ? undefined : eq(comments.videoId, videoId),
    keyset: newestFirstKeys,
  };
}

/** The kept total of one video's comments, or of all of them. */
const total = (tx: DbOrTx, videoId: number | undefined) =>
  countOf(tx, videoId === undefined ? countedLists.comments : countedLists.commentsOfVideo(videoId));

type CommentPageQuery = CursorPageQuery & { videoId?: number };

export function createCommentsRepository(db: DbOrTx) {
  const select = (tx: DbOrTx) => tx.select(columns).from(comments).innerJoin(users, eq(users.id, comments.creatorId));

  return {
    /** Newest first, of one video or (videoId undefined) of all of them. */
    async page(query: CommentPageQuery, tx: DbOrTx = db): Promise<CommentList> {
      const rowsOf = (ids: number[]) =>
        select(tx)
          .where(inArray(comments.id, ids))
          .orderBy(...newestFirst)
          .$dynamic();
      return paginateByCursor(tx, commentList(query.videoId), rowsOf, total(tx, query.videoId), query, toComment);
    },

    /** Newest first with the name of each comment's video, for moderators; optionally of one video. */
    async pageWithVideos(query: CommentPageQuery, tx: DbOrTx = db): Promise<ModeratedCommentList> {
      const rowsOf = (ids: number[]) =>
        tx
          .select({ ...columns, videoName: videos.name })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.creatorId))
          .innerJoin(videos, eq(videos.id, comments.videoId))
          .where(inArray(comments.id, ids))
          .orderBy(...newestFirst)
          .$dynamic();
      return paginateByCursor(tx, commentList(query.videoId), rowsOf, total(tx, query.videoId), query, (row) => ({
        ...toComment(row),
        videoName: row.videoName,
      }));
    },
    async findById(id: number, tx: DbOrTx = db): Promise<Comment | undefined> {
      const [row] = await select(tx).where(eq(comments.id, id));
      return row && toComment(row);
    },

    async insert(values: NewComment, tx: DbOrTx = db): Promise<Comment> {
      const [inserted] = await tx.insert(comments).values(values).returning({ id: comments.id });
      const comment = inserted && (await this.findById(inserted.id, tx));
      if (!comment) throw new Error('insert returned no comment');
      return comment;
    },

    async delete(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(comments).where(eq(comments.id, id));
    },
  };
}
