import * as v from 'valibot';
import { useSession } from '@church/auth';
import { RecurringGivingSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/**
 * A monthly gift as Payment Settings lists it. The contract has no card yet; the card is read
 * when the API sends one (`card`, the subscription's payment method), so the column appears
 * as soon as contracts and API carry it. Remove the extension once RecurringGivingSchema has it.
 */
export const RecurringGiftSchema = v.object({
  ...RecurringGivingSchema.entries,
  card: v.optional(v.nullable(v.object({ brand: v.string(), last4: v.string() })), null),
});
export type RecurringGift = v.InferOutput<typeof RecurringGiftSchema>;

/**
 * The key every query of the member's monthly gifts starts with (the member's id follows):
 * invalidate it when one is created or changes, from any remote.
 */
export const recurringGivingsKey = ['recurring-givings', 'current'] as const;

export const recurringGivingsQueryKey = (userId: string) => [...recurringGivingsKey, userId] as const;

/** GET /api/recurring-givings/current: the member's monthly gifts, newest first. */
export function getRecurringGivings(signal?: AbortSignal): Promise<RecurringGift[]> {
  return getParsed('recurring-givings/current', v.array(RecurringGiftSchema), {}, signal);
}

export const recurringGivingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: recurringGivingsQueryKey(userId), queryFn: ({ signal }) => getRecurringGivings(signal) });

/** The member's monthly gifts; signed out it stays pending and asks nothing. */
export function useRecurringGivings() {
  const userId = useSession((state) => state.session?.userId ?? null);
  return useQuery({ ...recurringGivingsQueryOptions(userId ?? ''), enabled: userId !== null });
}
