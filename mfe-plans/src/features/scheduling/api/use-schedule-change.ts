import { alreadyToasted, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { schedulingKeys } from './scheduling-keys';

/**
 * A change to a plan's teams or schedule: the plan's schedule is read again after it, a success
 * says `done`, a failure the API's reason (toasted by @church/http) or `failed`.
 */
export function useScheduleChange<T>(
  serviceTypeId: number,
  change: (input: T) => Promise<unknown>,
  messages: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => toast.success(translate(messages.done)),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(messages.failed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.plan(serviceTypeId) }),
  });
}
