import { ChurchSettingsSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const churchSettingsKeys = { all: ['church-settings'] as const };

/** GET /api/church-settings (admins). */
export function getChurchSettings(signal?: AbortSignal) {
  return getParsed('church-settings', ChurchSettingsSchema, {}, signal);
}

export const churchSettingsQueryOptions = () =>
  queryOptions({ queryKey: churchSettingsKeys.all, queryFn: ({ signal }) => getChurchSettings(signal) });

export const useChurchSettings = () => useQuery(churchSettingsQueryOptions());
