import { areas, type AreaPageProps } from '@church/areas';
import { useParams } from '@church/router';
import { PostEditorForNew, PostEditorForPost } from '../features/posts/components/post-editor-loader';
import { useTranslate } from '../i18n/catalogues';

/** posts/new and posts/{id}/edit in either area: one editor for a new post and for an edit. */
export default function PostEditorPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  const { id } = useParams();
  const listPath = `${areas[area].prefix}/posts`;
  const postId = Number(id);
  const editing = id !== undefined && Number.isInteger(postId) && postId > 0;
  return (
    <section className="ui-page">
      <h1>{t(editing ? 'dashboard.posts.editTitle' : 'dashboard.posts.newTitle')}</h1>
      {editing ? (
        <PostEditorForPost key={postId} postId={postId} listPath={listPath} />
      ) : (
        <PostEditorForNew listPath={listPath} />
      )}
    </section>
  );
}
