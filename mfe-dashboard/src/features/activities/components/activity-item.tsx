import type { Activity } from '@church/contracts';
import { Link } from '@church/router';
import { Button, formatDateTime } from '@church/ui';
import { activityLink, describeActivity } from './describe-activity';
import styles from './activities.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface ActivityItemProps {
  activity: Activity;
  onDelete: (activity: Activity) => void;
}

/** One entry: who did what (a link to it), when, and Delete. */
export function ActivityItem({ activity, onDelete }: ActivityItemProps) {
  const { t } = useTranslate();
  const text = describeActivity(activity);
  return (
    <li className={styles.item}>
      <span className={styles.kind} data-kind={activity.kind} aria-hidden="true" />
      <div className={styles.body}>
        <Link className={styles.link} to={activityLink(activity)}>
          {text}
        </Link>
        <time className={styles.time} dateTime={activity.occurredAt}>
          {formatDateTime(activity.occurredAt)}
        </time>
      </div>
      <Button variant="link" className={styles.delete} onClick={() => onDelete(activity)}>
        {t('dashboard.activities.delete')}
        <span className="ui-visually-hidden"> {t('dashboard.activities.deleteWhich', { text })}</span>
      </Button>
    </li>
  );
}
