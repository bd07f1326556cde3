import { givingMessages, type AllGivingHistory } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { givingsKeys } from './givings-keys';
import { invalidateAfterRefund } from './invalidate-gifts';

/** PUT /api/givings/refund: an admin refunds one designation of anybody's online gift. */
export async function refundGiving(givingDetailId: number): Promise<void> {
  await api.put('givings/refund', { json: { givingDetailId } });
}

function markRefunded(history: AllGivingHistory, givingDetailId: number): AllGivingHistory {
  return {
    ...history,
    entities: history.entities.map((gift) => (gift.id === givingDetailId ? { ...gift, isRefunded: true } : gift)),
  };
}

/**
 * Refunds a gift and marks its row refunded in every cached page that holds it, without
 * fetching the page again; the donor's history and the charts are stale. A failure the API explained was
 * already toasted by the client; any other gets 'Failed to request refund'.
 */
export function useRefundGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundGiving,
    onSuccess: async (_nothing, givingDetailId) => {
      // A page arriving now could still say "not refunded": its answer is dropped.
      await queryClient.cancelQueries({ queryKey: givingsKeys.all });
      queryClient.setQueriesData<AllGivingHistory>({ queryKey: givingsKeys.all }, (history) =>
        history ? markRefunded(history, givingDetailId) : history,
      );
      toast.success(givingMessages.refundInfo);
      await invalidateAfterRefund(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(givingMessages.refundFailed);
    },
  });
}
