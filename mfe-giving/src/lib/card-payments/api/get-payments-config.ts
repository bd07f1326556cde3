import { PaymentsConfigSchema, type PaymentsConfig } from '@church/contracts';
import { request } from '@church/http';
import { queryClient, queryOptions } from '@church/query';
import * as v from 'valibot';

const paymentsConfigKey = ['payments', 'config'] as const;

/**
 * GET /api/payments/config, kept in the shared cache for the page: every card form opened later
 * reuses the answer. A public read that shows its own error panel, so through the fetch core
 * without the shared client's token and toasts; a failure is not kept, so a retry asks again.
 */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsConfigKey,
    queryFn: async ({ signal }) =>
      v.parse(PaymentsConfigSchema, await (await request('payments/config', { signal })).json()),
    staleTime: Infinity,
    retry: false,
  });

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return queryClient.fetchQuery(paymentsConfigQueryOptions());
}

/** The config if it has arrived already, so a card form opened again shows no loading state. */
export function loadedPaymentsConfig(): PaymentsConfig | undefined {
  return queryClient.getQueryData(paymentsConfigKey);
}

/** Tests start each case as a fresh page. */
export function forgetPaymentsConfig(): void {
  queryClient.removeQueries({ queryKey: paymentsConfigKey });
}
