import { useMemo } from 'react';
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
import { type translate, useTranslate } from '../../../i18n/catalogues';

const columnsOf = (t: typeof translate): readonly DataColumn<ModeratedComment>[] => [
  {
    header: t('dashboard.comments.author'),
    cell: (comment) => <CommentAuthor creator={comment.creator} />,
    width: '10rem',
  },
  {
    header: t('dashboard.comments.video'),
    width: '11rem',
    cell: (comment) => (
      <Link className={styles.video} to={paths.publicVideo(comment.videoId)}>
        {comment.videoName}
      </Link>
    ),
  },
  {
    header: t('dashboard.comments.date'),
    cell: (comment) => <CommentDate iso={comment.creationDate} />,
    width: '7.5rem',
  },
  {
    header: t('dashboard.comments.comment'),
    cell: (comment) => <p className={styles.text}>{comment.text}</p>,
  },
];

const authorOf = (comment: ModeratedComment) => `${comment.creator.firstName} ${comment.creator.lastName}`;

/** Every comment under every video, newest first, 5 a page, filterable by video; each deletable. */
export function CommentsModeration() {
  const { t, language } = useTranslate();
  // `t` reads the active language: the headers are built again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(t), [t, language]);
  const { page, setPage } = useListParams({ pageSize: commentsPageSize });
  const { videoId, setVideoId } = useVideoParam();
  const comments = useComments(videoId, page);
  const remove = useDeleteComment();
  const { confirm, dialog } = useConfirm();

  const askToDelete = (comment: ModeratedComment) =>
    void confirm({
      title: t('dashboard.comments.deleteTitle'),
      message: (
        <>
          <p>{t('dashboard.comments.deleteMessage', { author: authorOf(comment), video: comment.videoName })}</p>
          <blockquote className={styles.text}>{comment.text}</blockquote>
        </>
      ),
      confirmLabel: t('dashboard.comments.delete'),
      onConfirm: () => remove.mutateAsync(comment.id),
    });

  const emptyText = videoId === undefined ? t('dashboard.comments.none') : t('dashboard.comments.noneOnVideo');

  return (
    <>
      <div className={styles.toolbar}>
        <VideoFilter videoId={videoId} onChange={setVideoId} />
      </div>
      <PagedTable
        caption={t('dashboard.comments.title')}
        query={comments}
        columns={columns}
        getRowId={(comment) => String(comment.id)}
        rowActions={(comment) => (
          <RowAction
            name={t('dashboard.comments.rowName', {
              author: authorOf(comment),
              date: formatDateTime(comment.creationDate),
            })}
            onClick={() => askToDelete(comment)}
          >
            {t('dashboard.comments.delete')}
          </RowAction>
        )}
        failedText={t(contentMessages.getCommentsFailed)}
        emptyText={emptyText}
        page={page}
        pageSize={commentsPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.comments.pages')}
        keepOnLastPage
      />
      {dialog}
    </>
  );
}
