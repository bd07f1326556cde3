import { givingMessages, type GivingHistory } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { givingsHistoryKeys } from './get-givings-history';

/** PUT /api/givings/refund: refunds one designation of the member's own paid gift. */
export async function refundGiving(givingDetailId: number): Promise<void> {
  await api.put('givings/refund', { json: { givingDetailId } });
}

function markRefunded(history: GivingHistory, givingDetailId: number): GivingHistory {
  return {
    ...history,
    entities: history.entities.map((gift) => (gift.id === givingDetailId ? { ...gift, isRefunded: true } : gift)),
  };
}

/**
 * Refunds a gift and marks its row refunded in every cached page that holds it, without
 * fetching the page again. A failure the API explained was already toasted by the client;
 * any other gets 'Failed to request refund', so there is always exactly one message.
 */
export function useRefundGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundGiving,
    onSuccess: async (_nothing, givingDetailId) => {
      // A page arriving now could still say "not refunded": its answer is dropped.
      await queryClient.cancelQueries({ queryKey: givingsHistoryKeys.all });
      queryClient.setQueriesData<GivingHistory>({ queryKey: givingsHistoryKeys.all }, (history) =>
        history ? markRefunded(history, givingDetailId) : history,
      );
      toast.success(givingMessages.refundInfo);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(givingMessages.refundFailed);
    },
  });
}
