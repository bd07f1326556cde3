import { PaymentsConfigSchema, SandboxTestClockSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { request } from '@church/http';
import * as v from 'valibot';

export const testClockKey = ['sandbox', 'test-clock'] as const;

/** GET /api/payments/config (the same cache entry the card forms read): sandbox or real keys. */
const paymentsConfigOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: async ({ signal }) =>
    v.parse(PaymentsConfigSchema, await (await request('payments/config', { signal })).json()),
  staleTime: Infinity,
  retry: false,
});

/** True only when the API runs the payment sandbox: with real keys there is no test clock. */
export const useSandboxMode = (enabled: boolean) =>
  useQuery({ ...paymentsConfigOptions, enabled, select: (config) => config.mode === 'sandbox' }).data === true;

/** GET /api/sandbox/test-clock (admins, sandbox only): the sandbox's time. */
export const useTestClock = (enabled: boolean) =>
  useQuery({
    queryKey: testClockKey,
    queryFn: ({ signal }) => getParsed('sandbox/test-clock', SandboxTestClockSchema, {}, signal),
    enabled,
  });
