import { areas, type AreaPageProps } from '@church/areas';
import { useParams } from '@church/router';
import { PostEditorForNew, PostEditorForPost } from '../features/posts/components/post-editor-loader';

/** posts/new and posts/{id}/edit in either area: one editor for a new post and for an edit. */
export default function PostEditorPage({ area }: AreaPageProps) {
  const { id } = useParams();
  const listPath = `${areas[area].prefix}/posts`;
  const postId = Number(id);
  const editing = id !== undefined && Number.isInteger(postId) && postId > 0;
  return (
    <section className="ui-page">
      <h1>{editing ? 'Edit post' : 'New post'}</h1>
      {editing ? (
        <PostEditorForPost key={postId} postId={postId} listPath={listPath} />
      ) : (
        <PostEditorForNew listPath={listPath} />
      )}
    </section>
  );
}
