import type { AreaPageProps } from '@church/areas';
import { CommentsModeration } from '../features/comments/components/comments-moderation';

/** /dashboard/comments, and /account/comments with the Comments action. */
export default function CommentsPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Comments</h1>
      <CommentsModeration />
    </section>
  );
}
