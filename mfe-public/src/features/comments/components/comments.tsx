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
import { translateMessage, useTranslate } from '../i18n/catalogues';

/** A video's conversation: newest first, five at a time. */
export function Comments({ videoId }: { videoId: number }) {
  const { t } = useTranslate();
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
      <h2>
        {query.data ? t('public.comments.titleWithCount', { count: query.data.count }) : t('public.comments.title')}
      </h2>
      {isSignedIn ? (
        <CommentForm videoId={videoId} />
      ) : (
        <Button variant="secondary" onClick={() => openModal('sign-in')}>
          {t('public.comments.signInToComment')}
        </Button>
      )}
      <QueryView
        query={query}
        errorMessage={translateMessage(contentMessages.getCommentsFailed)}
        empty={t('public.comments.empty')}
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
                {t('public.comments.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
