import * as v from 'valibot';
import { ManagedEventSchema, type ChangeOccurrence } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { calendarKeys } from './calendar-keys';
import { eventsListPrefix } from './skip-occurrence';

/** PUT /api/events/{id}/occurrences/{date}: one date of a repeating event changed on its own. */
export async function changeOccurrence({ id, date, ...change }: ChangeOccurrence & { id: number; date: string }) {
  return v.parse(ManagedEventSchema, await api.put(`events/${id}/occurrences/${date}`, { json: change }).json());
}

export function useChangeOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOccurrence,
    onSuccess: async () => {
      toast.success(translate('Successfully updated!'));
      await Promise.all(
        [calendarKeys.all, eventsListPrefix].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.events.updateFailed'));
    },
  });
}
