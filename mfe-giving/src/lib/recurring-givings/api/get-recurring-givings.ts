import { useSession } from '@church/auth';
import { RecurringGivingListSchema, type RecurringGiving } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/**
 * The key every query of the member's monthly gifts starts with (the member's id follows):
 * invalidate it when one is created or changes, from any remote.
 */
export const recurringGivingsKey = ['recurring-givings', 'current'] as const;

export const recurringGivingsQueryKey = (userId: string) => [...recurringGivingsKey, userId] as const;

/** GET /api/recurring-givings/current: the member's monthly gifts, newest first. */
export function getRecurringGivings(signal?: AbortSignal): Promise<RecurringGiving[]> {
  return getParsed('recurring-givings/current', RecurringGivingListSchema, {}, signal);
}

export const recurringGivingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: recurringGivingsQueryKey(userId), queryFn: ({ signal }) => getRecurringGivings(signal) });

/** The member's monthly gifts; signed out it stays pending and asks nothing. */
export function useRecurringGivings() {
  const userId = useSession((state) => state.session?.userId ?? null);
  return useQuery({ ...recurringGivingsQueryOptions(userId ?? ''), enabled: userId !== null });
}
