import { TwoStepStatusSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const twoStepStatusKey = ['account', 'two-step'] as const;

/** GET /api/account/two-step: on or off, required by the church, recovery codes left. */
export const getTwoStepStatus = (signal?: AbortSignal) =>
  getParsed('account/two-step', TwoStepStatusSchema, {}, signal);

export const twoStepStatusQueryOptions = () =>
  queryOptions({ queryKey: twoStepStatusKey, queryFn: ({ signal }) => getTwoStepStatus(signal) });

export const useTwoStepStatus = () => useQuery(twoStepStatusQueryOptions());
