import { firstAndFifteenthFrom, type RecurringSchedule } from '@church/contracts';
import { useQuery } from '@church/query';
import { paymentsConfigQueryOptions } from '../card-payments/api/get-payments-config';

/**
 * The day a new recurring gift is first charged: its start day; with Stripe, a 1st and 15th gift
 * is two monthly subscriptions billed from the first 1st and the first 15th on or after it, so the
 * earlier of those (decision 0108). The sandbox charges the start day itself.
 */
export function useFirstChargeDay(choice: { schedule: RecurringSchedule; startDate: string } | null): string | null {
  const mode = useQuery(paymentsConfigQueryOptions()).data?.mode;
  if (!choice) return null;
  return mode === 'stripe' && choice.schedule === 'first-and-fifteenth'
    ? firstAndFifteenthFrom(choice.startDate)[0]
    : choice.startDate;
}
