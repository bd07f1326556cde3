import { contentMessages, type ModeratedComment } from '@church/contracts';
import { Link } from '@church/router';
import { formatDateTime, PagedTable, RowAction, useConfirm, useListParams, type DataColumn } from '@church/ui';
import { paths } from '../../../config/paths';
import { useDeleteComment } from '../api/delete-comment';
import { commentsPageSize, useComments } from '../api/get-comments';
import { CommentAuthor } from './comment-author';
import { CommentDate } from './comment-date';
import styles from './comments-moderation.module.css';
import { useVideoParam } from './use-video-param';
import { VideoFilter } from './video-filter';

const columns: readonly DataColumn<ModeratedComment>[] = [
  { header: 'Author', cell: (comment) => <CommentAuthor creator={comment.creator} />, width: '10rem' },
  {
    header: 'Video',
    width: '11rem',
    cell: (comment) => (
      <Link className={styles.video} to={paths.publicVideo(comment.videoId)}>
        {comment.videoName}
      </Link>
    ),
  },
  { header: 'Date', cell: (comment) => <CommentDate iso={comment.creationDate} />, width: '7.5rem' },
  {
    header: 'Comment',
    cell: (comment) => <p className={styles.text}>{comment.text}</p>,
  },
];

const authorOf = (comment: ModeratedComment) => `${comment.creator.firstName} ${comment.creator.lastName}`;

/** Every comment under every video, newest first, 5 a page, filterable by video; each deletable. */
export function CommentsModeration() {
  const { page, setPage } = useListParams({ pageSize: commentsPageSize });
  const { videoId, setVideoId } = useVideoParam();
  const comments = useComments(videoId, page);
  const remove = useDeleteComment();
  const { confirm, dialog } = useConfirm();

  const askToDelete = (comment: ModeratedComment) =>
    void confirm({
      title: 'Delete this comment?',
      message: (
        <>
          <p>
            {authorOf(comment)}’s comment on “{comment.videoName}” will be removed from the video page:
          </p>
          <blockquote className={styles.text}>{comment.text}</blockquote>
        </>
      ),
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(comment.id),
    });

  const emptyText =
    videoId === undefined
      ? 'No comments yet. What members write under videos appears here.'
      : 'No comments on this video. Choose All videos to see the others.';

  return (
    <>
      <div className={styles.toolbar}>
        <VideoFilter videoId={videoId} onChange={setVideoId} />
      </div>
      <PagedTable
        caption="Comments"
        query={comments}
        columns={columns}
        getRowId={(comment) => String(comment.id)}
        rowActions={(comment) => (
          <RowAction
            name={`the comment by ${authorOf(comment)} of ${formatDateTime(comment.creationDate)}`}
            onClick={() => askToDelete(comment)}
          >
            Delete
          </RowAction>
        )}
        failedText={contentMessages.getCommentsFailed}
        emptyText={emptyText}
        page={page}
        pageSize={commentsPageSize}
        onPageChange={setPage}
        pagesLabel="Comment pages"
        keepOnLastPage
      />
      {dialog}
    </>
  );
}
