import { recurringSchedules, type RecurringSchedule } from '@church/contracts';
import { useQuery } from '@church/query';
import { paymentsConfigQueryOptions } from '../card-payments/api/get-payments-config';

const stripeSchedules = recurringSchedules.filter((schedule) => schedule !== 'first-and-fifteenth');

/**
 * The schedules a member may choose: all of them in the sandbox; with Stripe, all but the 1st and
 * 15th, which is none of its intervals (the API refuses it there, decisions 0077 and 0104), so it
 * is not offered only to be refused at the confirmation.
 */
export function useOfferedSchedules(): readonly RecurringSchedule[] {
  const mode = useQuery(paymentsConfigQueryOptions()).data?.mode;
  return mode === 'stripe' ? stripeSchedules : recurringSchedules;
}
