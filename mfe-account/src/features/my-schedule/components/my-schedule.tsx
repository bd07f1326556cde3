import { ErrorPanel, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useMySchedule } from '../api/get-my-schedule';
import { AssignmentItem } from './assignment-item';
import styles from './my-schedule.module.css';

/** The member's assignments, upcoming first, each answered in place. */
export function MySchedule() {
  const { t } = useTranslate();
  const schedule = useMySchedule();
  if (schedule.isPending) return <Spinner label={t('account.schedule.loading')} />;
  if (schedule.isError)
    return (
      <ErrorPanel
        title={t('account.schedule.errorTitle')}
        message={t('account.schedule.loadFailed')}
        onRetry={() => void schedule.refetch()}
      />
    );
  const { onTeam, assignments } = schedule.data;
  if (assignments.length === 0)
    return (
      <div className="ui-empty">
        <p>{onTeam ? t('account.schedule.empty') : t('account.schedule.notOnTeam')}</p>
      </div>
    );
  return (
    <ul className={styles.list}>
      {assignments.map((assignment) => (
        <AssignmentItem key={assignment.id} assignment={assignment} />
      ))}
    </ul>
  );
}
