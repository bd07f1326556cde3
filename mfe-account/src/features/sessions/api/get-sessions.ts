import { DeviceSessionListSchema, type DeviceSession } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the member's signed-in devices, this one first. */
export function getSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  return getParsed('account/sessions', DeviceSessionListSchema, {}, signal);
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => getSessions(signal),
    // Who is signed in changes elsewhere (another device, a sign-out there): shown from the
    // cache at once, and always asked again when the section opens or the tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
