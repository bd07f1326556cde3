import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { calendarKeys } from './calendar-keys';

/** DELETE /api/events/{id}/occurrences/{date}: one date of a repeating event left out. */
export async function skipOccurrence({ id, date }: { id: number; date: string }): Promise<void> {
  await api.delete(`events/${id}/occurrences/${date}`);
}

/**
 * The Events page's lists' prefix (features/events/api/events-keys.ts): a series' skipped dates
 * are part of its row there. Features do not import each other, so it is repeated here.
 */
export const eventsListPrefix = ['events-admin'] as const;

export function useSkipOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOccurrence,
    onSuccess: async () => {
      toast.success(translate('plans.calendar.dateSkipped'));
      await Promise.all(
        [calendarKeys.all, eventsListPrefix].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.calendar.skipFailed'));
    },
  });
}
