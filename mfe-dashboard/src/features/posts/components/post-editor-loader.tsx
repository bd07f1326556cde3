import { contentMessages } from '@church/contracts';
import { HTTPError } from '@church/http';
import { Link } from '@church/router';
import { ErrorPanel, Spinner } from '@church/ui';
import { paths } from '../../../config/paths';
import { usePostToEdit } from '../api/get-post-to-edit';
import { emptyPostForm, postToForm } from '../post-form';
import { PostEditor } from './post-editor';
import { useTranslate } from '../../../i18n/catalogues';

export function PostEditorForNew({ listPath }: { listPath: string }) {
  return <PostEditor initial={emptyPostForm} listPath={listPath} publicPath={paths.publicPost} />;
}

/** Loads the post (GET /api/posts/edit/{id}), then starts the editor from it. */
export function PostEditorForPost({ postId, listPath }: { postId: number; listPath: string }) {
  const { t } = useTranslate();
  const post = usePostToEdit(postId);
  // Once loaded, the form is the truth: a later failed refetch must not take it off the screen.
  if (post.data) {
    return (
      <PostEditor initial={postToForm(post.data)} postId={postId} listPath={listPath} publicPath={paths.publicPost} />
    );
  }
  if (!post.isError) return <Spinner />;
  const missing = post.error instanceof HTTPError && post.error.response.status === 404;
  return missing ? (
    <div className="ui-empty">
      <p>{t('dashboard.posts.gone')}</p>
      <Link to={listPath}>{t('dashboard.posts.back')}</Link>
    </div>
  ) : (
    <ErrorPanel
      title={t('dashboard.posts.wrong')}
      message={t(contentMessages.getPostFailed)}
      onRetry={() => void post.refetch()}
    />
  );
}
