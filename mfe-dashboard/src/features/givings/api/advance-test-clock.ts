import { SandboxTestClockSchema } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { invalidateGifts } from './invalidate-gifts';
import { testClockKey } from './get-test-clock';
import { translate } from '../../../i18n/catalogues';

/** POST /api/sandbox/test-clock/advance: the sandbox's time moves on and due recurring gifts are charged. */
export async function advanceTestClock(days: number) {
  return v.parse(SandboxTestClockSchema, await api.post('sandbox/test-clock/advance', { json: { days } }).json());
}

/** Advances the clock; the gifts it charged appear in every list and sum that holds them. */
export function useAdvanceTestClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceTestClock,
    onSuccess: async (clock) => {
      queryClient.setQueryData(testClockKey, clock);
      toast.success(translate('dashboard.testClock.advanced', { count: clock.charged }));
      // A member's own recurring gifts (their next charge) are read again too.
      await Promise.all([
        invalidateGifts(queryClient),
        queryClient.invalidateQueries({ queryKey: ['recurring-givings'] }),
      ]);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.testClock.failed'));
    },
  });
}
