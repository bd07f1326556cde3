import { selectIsAdmin, useSession } from '@church/auth';
import type { Comment } from '@church/contracts';

const MODERATE_ACTION = 'Comments';

/** Authors delete their own comments; moderators and admins delete any. */
export function useCanDeleteComment(): (comment: Comment) => boolean {
  const session = useSession((state) => state.session);
  const isAdmin = useSession(selectIsAdmin);
  return (comment) =>
    session !== null &&
    (isAdmin || session.allowedActions.includes(MODERATE_ACTION) || comment.creator.id === session.userId);
}
