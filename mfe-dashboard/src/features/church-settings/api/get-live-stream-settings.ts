import { LiveStreamSettingsSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const liveStreamKeys = { all: ['live-stream-settings'] as const };

/** GET /api/live-stream/settings (admins): the stream's link and schedule. */
export function getLiveStreamSettings(signal?: AbortSignal) {
  return getParsed('live-stream/settings', LiveStreamSettingsSchema, {}, signal);
}

export const liveStreamQueryOptions = () =>
  queryOptions({ queryKey: liveStreamKeys.all, queryFn: ({ signal }) => getLiveStreamSettings(signal) });

export const useLiveStreamSettings = () => useQuery(liveStreamQueryOptions());
