import * as v from 'valibot';
import { BankVerificationSchema, type BankVerification } from '@church/contracts';
import { api, HTTPError } from '@church/http';
import { queryOptions, useQuery } from '@church/query';

const BankVerificationsSchema = v.array(BankVerificationSchema);

/** Every query of the member's waits: invalidated once one is verified. */
export const bankVerificationsKey = ['bank-verifications', 'current'] as const;

/**
 * GET /api/bank-verifications/current: the member's bank accounts waiting for micro-deposits.
 * A failure is shown by the list itself (a line with Try again), not toasted: it is a side list.
 */
export async function getBankVerifications(signal?: AbortSignal): Promise<BankVerification[]> {
  const response = await api.get('bank-verifications/current', { signal, throwHttpErrors: false });
  if (!response.ok) throw new HTTPError(response);
  return v.parse(BankVerificationsSchema, await response.json());
}

export const bankVerificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...bankVerificationsKey, userId],
    queryFn: ({ signal }) => getBankVerifications(signal),
  });

/** The signed-in member's waits (`userId` the session's); signed out (null) it asks nothing. */
export function useBankVerifications(userId: string | null) {
  return useQuery({ ...bankVerificationsQueryOptions(userId ?? ''), enabled: userId !== null });
}
