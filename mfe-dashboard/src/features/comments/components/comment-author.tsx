import type { Creator } from '@church/contracts';
import { Avatar } from '@church/ui';
import styles from './comments-moderation.module.css';

/** The author's photo (or initials) and name. */
export function CommentAuthor({ creator }: { creator: Creator }) {
  return (
    <span className={styles.author}>
      <Avatar firstName={creator.firstName} lastName={creator.lastName} photoUrl={creator.photoUrl} size={32} />
      <span>
        {creator.firstName} {creator.lastName}
      </span>
    </span>
  );
}
