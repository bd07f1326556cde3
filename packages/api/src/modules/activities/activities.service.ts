import { dashboardMessages, type ActivitiesQuery, type ActivityList } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import { periodRange } from '../../lib/periods';
import type { ActivitiesRepository } from './activities.repository';

export type ActivitiesService = ReturnType<typeof createActivitiesService>;

export function createActivitiesService(deps: { activities: ActivitiesRepository; timeZone: string; now: () => Date }) {
  const { activities, timeZone, now } = deps;
  return {
    /**
     * One page of the period's activities, newest first. The list has been given `skip`
     * entries, `additionalSkip` of which it deleted since: the rest moved up by as many.
     */
    page(query: ActivitiesQuery): Promise<ActivityList> {
      const today = now();
      const range = periodRange(query.period, today, timeZone);
      return activities.page(range, timeZone, today, {
        skip: query.skip - query.additionalSkip,
        take: query.take,
        ...(query.after ? { after: query.after } : {}),
      });
    },

    async delete(id: number): Promise<void> {
      if (!(await activities.delete(id))) throw new HttpError(404, [dashboardMessages.activityNotFound]);
    },
  };
}
