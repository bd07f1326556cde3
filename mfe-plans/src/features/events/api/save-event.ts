import * as v from 'valibot';
import { eventMessages, ManagedEventSchema, type SaveEventInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { calendarPrefix, eventsKeys } from './events-keys';

/** POST /api/events (with saveAsTemplate), or PUT /api/events/{id}. Dates are ISO instants. */
export async function saveEvent({ id, ...event }: SaveEventInput & { id?: number }) {
  const request = id === undefined ? api.post('events', { json: event }) : api.put(`events/${id}`, { json: event });
  return v.parse(ManagedEventSchema, await request.json());
}

/** Creates ('Event successfully created') or updates ('Successfully updated!') an event. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: async (_saved, { id, saveAsTemplate }) => {
      toast.success(translate(id === undefined ? eventMessages.created : 'Successfully updated!'));
      const stale = [eventsKeys.all, calendarPrefix, ...(saveAsTemplate ? [eventsKeys.templates] : [])];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (error, { id }) => {
      if (!(await alreadyToasted(error)))
        toast.error(translate(id === undefined ? 'plans.events.createFailed' : 'plans.events.updateFailed'));
    },
  });
}
