import * as v from 'valibot';
import { useSession } from '@church/auth';
import { PaymentMethodSchema, type PaymentMethod } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const SavedCardsSchema = v.array(PaymentMethodSchema);

/**
 * The key every query of the member's saved cards starts with: invalidate it after any change
 * to them, from any remote. The member's id follows, so a member who signs in after another on
 * the same page never sees the other's cards.
 */
export const savedCardsKey = ['payment-methods', 'current'] as const;

export const savedCardsQueryKey = (userId: string) => [...savedCardsKey, userId] as const;

/** GET /api/payment-methods/current: the signed-in member's saved cards, oldest first. */
export function getSavedCards(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return getParsed('payment-methods/current', SavedCardsSchema, {}, signal);
}

export const savedCardsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedCardsQueryKey(userId), queryFn: ({ signal }) => getSavedCards(signal) });

/** The member's saved cards; signed out it stays pending and asks nothing. */
export function useSavedCards() {
  const userId = useSession((state) => state.session?.userId ?? null);
  return useQuery({ ...savedCardsQueryOptions(userId ?? ''), enabled: userId !== null });
}
