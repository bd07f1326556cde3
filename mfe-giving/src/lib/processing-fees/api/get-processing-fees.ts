import { ProcessingFeeRatesSchema, type ProcessingFeeRates } from '@church/contracts';
import { request } from '@church/http';
import { queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';

export const processingFeesKey = ['processing-fees'] as const;

/**
 * GET /api/processing-fees: the church's rates, so the wizards show the fee the API will charge.
 * Quietly (no toast): without them the wizard only leaves the fee out.
 */
export async function getProcessingFees(signal?: AbortSignal): Promise<ProcessingFeeRates> {
  return v.parse(ProcessingFeeRatesSchema, await (await request('processing-fees', { signal })).json());
}

export const processingFeesQueryOptions = queryOptions({
  queryKey: processingFeesKey,
  queryFn: ({ signal }) => getProcessingFees(signal),
});

export const useProcessingFees = () => useQuery(processingFeesQueryOptions);
