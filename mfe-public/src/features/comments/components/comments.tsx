import { useState } from 'react';
import { selectIsSignedIn, useSession } from '@church/auth';
import { contentMessages, publicPageSizes } from '@church/contracts';
import { openModal } from '@church/modals';
import { Button } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { useComments } from '../api/get-comments';
import { useCanDeleteComment } from '../hooks/use-can-delete-comment';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

/** A video's conversation: newest first, five at a time. */
export function Comments({ videoId }: { videoId: number }) {
  const [take, setTake] = useState<number>(publicPageSizes.videoComments);
  const loaded = useComments(videoId, take);
  // While a longer page loads, keep showing the comments already on screen.
  const [shown, setShown] = useState(loaded.data);
  if (loaded.data && loaded.data !== shown) setShown(loaded.data);
  const query = { ...loaded, data: loaded.data ?? (loaded.status === 'loading' ? shown : undefined) };
  const isSignedIn = useSession(selectIsSignedIn);
  const canDelete = useCanDeleteComment();

  return (
    <section className={styles.comments}>
      <h2>Comments{query.data ? ` (${query.data.count})` : ''}</h2>
      {isSignedIn ? (
        <CommentForm videoId={videoId} />
      ) : (
        <Button variant="secondary" onClick={() => openModal('sign-in')}>
          Sign in to comment
        </Button>
      )}
      <QueryView
        query={query}
        errorMessage={contentMessages.getCommentsFailed}
        empty="No comments yet. Be the first to share an encouragement."
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <>
            <ul className={styles.list}>
              {list.entities.map((comment) => (
                <CommentItem key={comment.id} comment={comment} canDelete={canDelete(comment)} />
              ))}
            </ul>
            {list.entities.length < list.count ? (
              <Button variant="secondary" onClick={() => setTake(take + publicPageSizes.videoComments)}>
                Load more
              </Button>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
