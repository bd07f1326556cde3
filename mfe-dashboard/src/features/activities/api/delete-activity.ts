import { dashboardMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { activityKeys, type ActivityPages } from './get-activities';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/activities/{id}: the entry leaves the list; what it was about stays. */
export async function deleteActivity(id: number): Promise<void> {
  await api.delete(`activities/${id}`);
}

/** Takes the entry out of the page that holds it and counts it there, for the next page's skip. */
function withoutActivity(data: ActivityPages, id: number): ActivityPages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.entities.some((activity) => activity.id === id)
        ? { ...page, entities: page.entities.filter((activity) => activity.id !== id), removed: page.removed + 1 }
        : page,
    ),
  };
}

/**
 * Deletes an activity and removes it from every cached list at once, without fetching again.
 * A failure the API explained was already toasted; any other gets the spec's message.
 */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: async (_nothing, id) => {
      // A page arriving now could still hold the entry: its answer is dropped.
      await queryClient.cancelQueries({ queryKey: activityKeys.all });
      queryClient.setQueriesData<ActivityPages>({ queryKey: activityKeys.all }, (data) =>
        data ? withoutActivity(data, id) : data,
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(dashboardMessages.deleteActivityFailed));
    },
  });
}
