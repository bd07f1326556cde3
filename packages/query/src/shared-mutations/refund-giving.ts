import { givingMessages } from '@church/contracts';
import { translate } from '@church/i18n';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../shared-keys';

/** PUT /api/givings/refund: one designation of a paid gift (a member's own; an admin's, anybody's online gift). */
export async function refundGiving(givingDetailId: number): Promise<void> {
  await api.put('givings/refund', { json: { givingDetailId } });
}

/** A cached page of a giving history: the member's own or everybody's (both list designations). */
interface HistoryPage {
  entities: { id: number; isRefunded: boolean }[];
}

/** Every giving history query, the member's own and everybody's: both keys start with it. */
const everyHistory = sharedKeys.givingsHistory.slice(0, 2);

/** What a refund makes stale besides the history's own reads: the charts and the activities. */
const elsewhere = [sharedKeys.dashboardStatistics, sharedKeys.dashboardActivities];

/** Other reads live under the history's key too (a member's pledges: a gift changes them). */
function isHistoryPage(data: unknown): data is HistoryPage {
  return typeof data === 'object' && data !== null && Array.isArray((data as Partial<HistoryPage>).entities);
}

function markRefunded<Page extends HistoryPage>(page: Page, givingDetailId: number): Page {
  return {
    ...page,
    entities: page.entities.map((gift) => (gift.id === givingDetailId ? { ...gift, isRefunded: true } : gift)),
  };
}

/**
 * Refunds a designation and marks its row refunded in every cached page of either history that
 * holds it (the member's Giving history, the dashboard's Givings History), without fetching
 * them again; the charts and activities refetch. A failure the API explained was already
 * toasted by the client; any other gets 'Failed to request refund', so there is always exactly
 * one message.
 */
export function useRefundGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundGiving,
    onSuccess: async (_nothing, givingDetailId) => {
      // A page arriving now could still say "not refunded": its answer is dropped.
      await queryClient.cancelQueries({ queryKey: everyHistory });
      queryClient.setQueriesData<HistoryPage>({ queryKey: everyHistory }, (page) =>
        isHistoryPage(page) ? markRefunded(page, givingDetailId) : page,
      );
      // The contracts' messages are their own ids: in the page's language (both histories' tables
      // register the contracts' catalogue through @church/ui's fields).
      toast.success(translate(givingMessages.refundInfo));
      await Promise.all([
        ...elsewhere.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({
          queryKey: everyHistory,
          predicate: (query) => !isHistoryPage(query.state.data),
        }),
      ]);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(givingMessages.refundFailed));
    },
  });
}
