import type { Activity, Period } from '@church/contracts';
import { dashboardMessages } from '@church/contracts';
import { LoadMore, QueryView, useConfirm } from '@church/ui';
import { activitiesOf, useActivities } from '../api/get-activities';
import { useDeleteActivity } from '../api/delete-activity';
import { ActivityItem } from './activity-item';
import { describeActivity } from './describe-activity';
import styles from './activities.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/**
 * The period's activities, 8 at a time with Load more. A deleted entry leaves at once; the next
 * page then starts where the list really continues (decision 0037).
 */
export function RecentActivities({ period }: { period: Period }) {
  const { t } = useTranslate();
  const query = useActivities(period);
  const remove = useDeleteActivity();
  const { confirm, dialog } = useConfirm();

  const askToDelete = (activity: Activity) =>
    void confirm({
      title: t('dashboard.activities.deleteTitle'),
      message: <p>{t('dashboard.activities.deleteMessage', { text: describeActivity(activity) })}</p>,
      confirmLabel: t('dashboard.activities.delete'),
      onConfirm: () => remove.mutateAsync(activity.id),
    });

  return (
    <section className={styles.section} aria-labelledby="recent-activities" aria-busy={query.isFetching || undefined}>
      <h2 id="recent-activities">{t('dashboard.activities.title')}</h2>
      {/* Only a first load fails the list: a failed next page keeps what is shown. */}
      <QueryView
        query={{ ...query, isError: query.isError && !query.data }}
        errorMessage={t(dashboardMessages.activitiesFailed)}
      >
        {(data) => {
          const activities = activitiesOf(data);
          if (activities.length === 0) return <p className="ui-empty">{t('dashboard.activities.empty')}</p>;
          return (
            <>
              <ul className={styles.list}>
                {activities.map((activity) => (
                  <ActivityItem key={activity.id} activity={activity} onDelete={askToDelete} />
                ))}
              </ul>
              {query.isFetchNextPageError ? (
                <p className={styles.failed} role="alert">
                  {t(dashboardMessages.activitiesFailed)}
                </p>
              ) : null}
              <LoadMore query={query} />
            </>
          );
        }}
      </QueryView>
      {dialog}
    </section>
  );
}
