import { DeviceSessionListSchema, type DeviceSession } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the member's signed-in devices, this one first. */
export function getSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  return getParsed('account/sessions', DeviceSessionListSchema, {}, signal);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
