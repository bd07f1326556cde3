import type { AutoFillProposal } from '@church/contracts';
import { alreadyToasted, toast } from '@church/http';
import { useMutation, useQueryClient, type QueryKey } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { schedulePerson } from './schedule-person';

/**
 * Schedules the proposals the scheduler kept, one by one through the same route as a single
 * choice (the server checks each again; one refused, for a conflict that arose since, leaves
 * the others scheduled and says why). `scheduledKey` is read again after: the plan, or all of scheduling.
 */
export function useScheduleProposals(scheduledKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proposals: AutoFillProposal[]) => {
      let scheduled = 0;
      for (const { positionId, person } of proposals)
        try {
          await schedulePerson({ positionId, userId: person.id });
          scheduled += 1;
        } catch (error) {
          if (!(await alreadyToasted(error))) toast.error(translate('plans.scheduling.scheduleFailed'));
        }
      return scheduled;
    },
    onSuccess: (count) => {
      if (count > 0) toast.success(translate('plans.autoFill.scheduled', { count }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledKey }),
  });
}
