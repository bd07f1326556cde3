import { DateTime } from 'luxon';

// A repeating event's times in a feed are the church's wall clock (DTSTART;TZID=...), so a
// calendar app keeps "Sundays at 10:00" at 10:00 after a daylight-saving change. RFC 5545 wants
// the zone's rules beside them (VTIMEZONE): written here from the zone's offsets (Intl, through
// luxon) over the years the feed's events span, one observance per change of offset.

const HOUR_MS = 3_600_000;

const offsetAt = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset;

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** An instant as a local time read with `offset` (minutes), as RFC 5545 writes it. */
const wallText = (ms: number, offset: number) =>
  DateTime.fromMillis(ms + offset * 60_000, { zone: 'UTC' }).toFormat("yyyyMMdd'T'HHmmss");

/** The instant (to the minute) the offset changes between `from` and `to`, which differ in offset. */
function changeBetween(from: number, to: number, zone: string): number {
  const before = offsetAt(from, zone);
  while (to - from > 60_000) {
    const middle = from + Math.floor((to - from) / 120_000) * 60_000;
    if (offsetAt(middle, zone) === before) from = middle;
    else to = middle;
  }
  return to;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallText(at, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE of `zone` for the times between `start` and `end` (a year more on each side). */
export function vtimezone(zone: string, start: Date, end: Date): string {
  const first = DateTime.fromJSDate(start, { zone }).minus({ years: 1 }).startOf('year').toMillis();
  const last = DateTime.fromJSDate(end, { zone }).plus({ years: 1 }).endOf('year').toMillis();
  const firstOffset = offsetAt(first, zone);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(
      DateTime.fromMillis(first, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD',
      first,
      firstOffset,
      firstOffset,
    ),
  ];
  // Offsets change a few times a year at most: a look every twelve hours finds each change.
  let previous = firstOffset;
  for (let ms = first; ms < last; ms += 12 * HOUR_MS) {
    const next = Math.min(ms + 12 * HOUR_MS, last);
    const offset = offsetAt(next, zone);
    if (offset === previous) continue;
    const at = changeBetween(ms, next, zone);
    lines.push(...observance(offset > previous ? 'DAYLIGHT' : 'STANDARD', at, previous, offset));
    previous = offset;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
