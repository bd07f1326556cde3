import { useState } from 'react';
import type { Comment } from '@church/contracts';
import { Avatar, Button, formatDateTime } from '@church/ui';
import { deleteComment } from '../api/delete-comment';
import { showFailure } from './show-failure';
import styles from './comments.module.css';
import { useTranslate } from '../i18n/catalogues';

export function CommentItem({ comment, canDelete }: { comment: Comment; canDelete: boolean }) {
  const { t } = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const author = `${comment.creator.firstName} ${comment.creator.lastName}`;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteComment(comment.id, comment.videoId);
    } catch (failure) {
      showFailure(failure, t('public.comments.deleteFailed'));
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <li className={styles.comment}>
      <Avatar
        firstName={comment.creator.firstName}
        lastName={comment.creator.lastName}
        photoUrl={comment.creator.photoUrl}
      />
      <div className={styles.content}>
        <p className={styles.meta}>
          <strong>{author}</strong> <time dateTime={comment.creationDate}>{formatDateTime(comment.creationDate)}</time>
        </p>
        <p className={styles.text}>{comment.text}</p>
        {canDelete && !confirming ? (
          <Button variant="link" onClick={() => setConfirming(true)}>
            {t('public.comments.delete')}
            <span className="ui-visually-hidden"> {t('public.comments.commentBy', { author })}</span>
          </Button>
        ) : null}
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('public.comments.confirmDeletion')}>
            <span>{t('public.comments.deleteQuestion')}</span>
            <Button variant="secondary" loading={deleting} onClick={() => void remove()}>
              {t('public.comments.yesDelete')}
            </Button>
            <Button variant="link" disabled={deleting} onClick={() => setConfirming(false)}>
              {t('public.comments.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
