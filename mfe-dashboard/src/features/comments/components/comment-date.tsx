import { formatDateTime } from '@church/ui';
import styles from './comments-moderation.module.css';

/** MM.DD.YYYY hh:mm A, free to break between the date and the time in a narrow column. */
export function CommentDate({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const gap = text.indexOf(' ');
  return (
    <time className={styles.date} dateTime={iso}>
      <span>{text.slice(0, gap)}</span> <span>{text.slice(gap + 1)}</span>
    </time>
  );
}
