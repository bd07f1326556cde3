import type { Comment, CommentList, ModeratedCommentList } from '@church/contracts';
import { desc, eq } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { users } from '../users/users.table';
import { videos } from '../videos/videos.table';
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

export function createCommentsRepository(db: DbOrTx) {
  const select = (tx: DbOrTx) => tx.select(columns).from(comments).innerJoin(users, eq(users.id, comments.creatorId));

  return {
    /** Newest first, of one video or (videoId undefined) of all of them. */
    async page(query: { videoId?: number; skip: number; take: number }, tx: DbOrTx = db): Promise<CommentList> {
      const where = query.videoId === undefined ? undefined : eq(comments.videoId, query.videoId);
      const rows = select(tx).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).$dynamic();
      return paginate(rows, tx.$count(comments, where), query, toComment);
    },

    /** Newest first with the name of each comment's video, for moderators; optionally of one video. */
    async pageWithVideos(
      query: { videoId?: number; skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<ModeratedCommentList> {
      const where = query.videoId === undefined ? undefined : eq(comments.videoId, query.videoId);
      const rows = tx
        .select({ ...columns, videoName: videos.name })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.creatorId))
        .innerJoin(videos, eq(videos.id, comments.videoId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .$dynamic();
      return paginate(rows, tx.$count(comments, where), query, (row) => ({
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
