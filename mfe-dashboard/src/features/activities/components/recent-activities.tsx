import type { Activity, Period } from '@church/contracts';
import { dashboardMessages } from '@church/contracts';
import { LoadMore, QueryView, useConfirm } from '@church/ui';
import { activitiesOf, useActivities } from '../api/get-activities';
import { useDeleteActivity } from '../api/delete-activity';
import { ActivityItem } from './activity-item';
import { describeActivity } from './describe-activity';
import styles from './activities.module.css';

/**
 * The period's activities, 8 at a time with Load more. A deleted entry leaves at once; the next
 * page then starts where the list really continues (decision 0037).
 */
export function RecentActivities({ period }: { period: Period }) {
  const query = useActivities(period);
  const remove = useDeleteActivity();
  const { confirm, dialog } = useConfirm();

  const askToDelete = (activity: Activity) =>
    void confirm({
      title: 'Delete this activity?',
      message: <p>“{describeActivity(activity)}” will no longer be listed. What it was about stays.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(activity.id),
    });

  return (
    <section className={styles.section} aria-labelledby="recent-activities" aria-busy={query.isFetching || undefined}>
      <h2 id="recent-activities">Recent activities</h2>
      {/* Only a first load fails the list: a failed next page keeps what is shown. */}
      <QueryView
        query={{ ...query, isError: query.isError && !query.data }}
        errorMessage={dashboardMessages.activitiesFailed}
      >
        {(data) => {
          const activities = activitiesOf(data);
          if (activities.length === 0) return <p className="ui-empty">No activities in this period</p>;
          return (
            <>
              <ul className={styles.list}>
                {activities.map((activity) => (
                  <ActivityItem key={activity.id} activity={activity} onDelete={askToDelete} />
                ))}
              </ul>
              {query.isFetchNextPageError ? (
                <p className={styles.failed} role="alert">
                  {dashboardMessages.activitiesFailed}
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
