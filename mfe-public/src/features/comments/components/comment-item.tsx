import { useState } from 'react';
import type { Comment } from '@church/contracts';
import { Avatar, Button, formatDateTime } from '@church/ui';
import { deleteComment } from '../api/delete-comment';
import { showFailure } from './show-failure';
import styles from './comments.module.css';

export function CommentItem({ comment, canDelete }: { comment: Comment; canDelete: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const author = `${comment.creator.firstName} ${comment.creator.lastName}`;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteComment(comment.id, comment.videoId);
    } catch (failure) {
      showFailure(failure, 'Failed to delete comment');
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
            Delete<span className="ui-visually-hidden"> comment by {author}</span>
          </Button>
        ) : null}
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label="Confirm deletion">
            <span>Delete this comment?</span>
            <Button variant="secondary" loading={deleting} onClick={() => void remove()}>
              Yes, delete
            </Button>
            <Button variant="link" disabled={deleting} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
