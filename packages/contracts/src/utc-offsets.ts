// A time zone's offsets from UTC as a small table the server makes once and inlines into every
// page (`site-settings`), so a browser shows the church's clock with arithmetic: the first use
// of the browser's Intl costs 30-90 ms of main thread on a fast machine (its data is loaded on
// first use), which a first visit would spend in the middle of hydration (decision 0053).

/** How a zone's clock stood from UTC over a stretch of years. */
export interface UtcOffsets {
  /** Each change as [Unix second it takes effect, minutes the clock is ahead of UTC], in order. */
  changes: [number, number][];
  /** Unix second from which the table no longer says anything. */
  until: number;
}

/** Minutes the clock is ahead of UTC at `ms` (milliseconds since 1970); undefined outside the table. */
export function utcOffsetAt(offsets: UtcOffsets, ms: number): number | undefined {
  const second = Math.floor(ms / 1000);
  if (!(second < offsets.until)) return undefined;
  let minutes: number | undefined;
  for (const [from, offset] of offsets.changes) {
    if (from > second) break;
    minutes = offset;
  }
  return minutes;
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes `zone` (an IANA name) is ahead of UTC at `ms`, by Intl: what the table is made from,
 * and a browser's answer where the table says nothing. Each zone's formatter is made once.
 */
export function intlUtcOffset(zone: string, ms: number): number {
  let format = intlFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    intlFormats.set(zone, format);
  }
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  const parts = Object.fromEntries(format.formatToParts(wholeSecond).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - wholeSecond) / 60_000);
}

const week = 7 * 86_400;

/**
 * The offsets of `zone` (an IANA name) from `fromMs` to `untilMs`, worked out with Intl: a week
 * at a time, then each change narrowed to its minute (no zone changes twice in a week). For the
 * server, which has Intl at hand; a browser only reads the table (utcOffsetAt).
 */
export function utcOffsetsOf(zone: string, fromMs: number, untilMs: number): UtcOffsets {
  const offsetAt = (second: number) => intlUtcOffset(zone, second * 1000);
  // Whole minutes, so the narrowing below always halves a whole number of minutes.
  const from = Math.floor(fromMs / 60_000) * 60;
  const until = Math.floor(untilMs / 60_000) * 60;
  const changes: [number, number][] = [[from, offsetAt(from)]];
  for (let start = from; start < until; start += week) {
    const end = Math.min(start + week, until);
    const before = changes[changes.length - 1]![1];
    if (offsetAt(end) === before) continue;
    // The change lies in (start, end]: narrow it to the first minute of the new offset.
    let [low, high] = [start, end];
    while (high - low > 60) {
      const middle = low + Math.floor((high - low) / 120) * 60;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push([high, offsetAt(high)]);
  }
  return { changes, until };
}
