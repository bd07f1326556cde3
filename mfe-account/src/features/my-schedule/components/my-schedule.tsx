import { ErrorPanel, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useMySchedule } from '../api/get-my-schedule';
import { AssignmentItem } from './assignment-item';
import { BlockoutsSection } from './blockouts-section';
import { MyFeed } from './my-feed';
import { OpenPositions } from './open-positions';
import styles from './my-schedule.module.css';

/** The member's assignments, upcoming first, each answered in place; on a team, open slots to take, their blockouts and feed too. */
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
  return (
    <>
      {assignments.length === 0 ? (
        <div className="ui-empty">
          <p>{onTeam ? t('account.schedule.empty') : t('account.schedule.notOnTeam')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {assignments.map((assignment) => (
            <AssignmentItem key={assignment.id} assignment={assignment} />
          ))}
        </ul>
      )}
      {onTeam ? (
        <>
          <OpenPositions />
          <BlockoutsSection />
          <MyFeed />
        </>
      ) : null}
    </>
  );
}
