import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { calendarPrefix, eventsKeys } from './events-keys';

/** DELETE /api/events/{id}. */
export async function deleteEvent(id: number): Promise<void> {
  await api.delete(`events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      toast.success(translate('plans.events.deleted'));
      await Promise.all(
        [eventsKeys.all, calendarPrefix].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.events.deleteFailed'));
    },
  });
}
