import { areas, type AreaPageProps } from '@church/areas';
import { PostsList } from '../features/posts/components/posts-list';

/** /dashboard/posts and /account/posts (Post upload): every post, to write, edit and delete. */
export default function PostsPage({ area }: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Posts</h1>
      <PostsList base={`${areas[area].prefix}/posts`} />
    </section>
  );
}
