import { ProcessingFeeRatesSchema } from '@church/contracts';
import { request } from '@church/http';
import { queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';

export const processingFeesKeys = { all: ['processing-fees'] as const };

/** GET /api/processing-fees: the rates donors cover (the section shows its own error, no toast). */
export async function getProcessingFees(signal?: AbortSignal) {
  return v.parse(ProcessingFeeRatesSchema, await (await request('processing-fees', { signal })).json());
}

export const useProcessingFees = () =>
  useQuery(queryOptions({ queryKey: processingFeesKeys.all, queryFn: ({ signal }) => getProcessingFees(signal) }));
