import * as v from 'valibot';
import { livePlayer } from './live-stream-links';
import { ServiceTimeSchema, VISIT_INFO_LIMITS } from './visit-info';

/** Bounds of the live schedule, one place for the form and the server. */
export const LIVE_STREAM_LIMITS = { minMinutes: 15, maxMinutes: 360, url: 500 } as const;

export const liveStreamMessages = {
  urlInvalid: 'Stream link must be a YouTube, Vimeo or Facebook link, or an https link to an HLS stream (.m3u8)',
  durationInvalid: 'Length must be between 15 and 360 minutes',
  tooManyTimes: 'At most 14 stream times',
} as const;

/**
 * The live stream an admin sets (GET/PUT /api/live-stream/settings): the link ('' for none), and
 * when it is on: the visit information's service times or times of its own, each lasting
 * `durationMinutes` on the church's clock.
 */
export const LiveStreamSettingsSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(LIVE_STREAM_LIMITS.url, liveStreamMessages.urlInvalid),
    v.check((url) => url === '' || livePlayer(url) !== undefined, liveStreamMessages.urlInvalid),
  ),
  useServiceTimes: v.boolean(),
  times: v.pipe(
    v.array(ServiceTimeSchema),
    v.maxLength(VISIT_INFO_LIMITS.serviceTimes, liveStreamMessages.tooManyTimes),
  ),
  durationMinutes: v.pipe(
    v.number(),
    v.integer(liveStreamMessages.durationInvalid),
    v.minValue(LIVE_STREAM_LIMITS.minMinutes, liveStreamMessages.durationInvalid),
    v.maxValue(LIVE_STREAM_LIMITS.maxMinutes, liveStreamMessages.durationInvalid),
  ),
});
export type LiveStreamSettings = v.InferOutput<typeof LiveStreamSettingsSchema>;

/** No stream until an admin sets one; the visit information's times, an hour and a half each. */
export const defaultLiveStreamSettings: LiveStreamSettings = {
  url: '',
  useServiceTimes: true,
  times: [],
  durationMinutes: 90,
};

/** One service on the stream's schedule, as instants. */
export const LiveServiceSchema = v.object({ name: v.string(), startsAt: v.string(), endsAt: v.string() });
export type LiveService = v.InferOutput<typeof LiveServiceSchema>;

/**
 * GET /api/live-stream (anyone), once an admin has set a stream: `live` while a scheduled service
 * is on, with that service and its player; otherwise the next service (null when none is
 * scheduled, or no stream is set).
 */
export const LiveStatusSchema = v.object({
  live: v.boolean(),
  service: v.nullable(LiveServiceSchema),
  player: v.nullable(v.object({ kind: v.picklist(['embed', 'hls']), src: v.string() })),
});
export type LiveStatus = v.InferOutput<typeof LiveStatusSchema>;
