import type { LiveService, ServiceTime } from '@church/contracts';
import { DateTime } from 'luxon';

/**
 * The first time the clock reads this wall time: luxon reads a time the autumn change repeats
 * with the offset in force on the real today, so either reading. An instant an hour (or half an
 * hour) earlier with the same wall time is the first.
 */
function firstReading(start: DateTime): DateTime {
  for (const minutes of [60, 30]) {
    const earlier = start.minus({ minutes });
    if (earlier.hour === start.hour && earlier.minute === start.minute) return earlier;
  }
  return start;
}

/**
 * Each weekly time's services from the day before `now` to a week after it, as instants. A time
 * is the church's wall clock: 10:00 on Sunday is 10:00 in the church's zone before and after a
 * change of its clocks. A time the spring change skips (02:30) starts when the clock reads it
 * next (03:30, luxon's reading); a time the autumn change repeats starts at its first reading.
 * A service lasts `minutes` of real time, whatever the clock does meanwhile.
 */
function servicesAround(times: readonly ServiceTime[], minutes: number, now: Date, timeZone: string): LiveService[] {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const services: LiveService[] = [];
  // From yesterday: a service that began late yesterday may still be on (up to 6 hours long).
  for (let offset = -1; offset <= 7; offset++) {
    const day = today.plus({ days: offset });
    for (const time of times) {
      // luxon's weekday is 1 (Monday) to 7 (Sunday); ours 0 (Sunday) to 6.
      if (day.weekday % 7 !== time.day) continue;
      const [hour, minute] = time.time.split(':').map(Number);
      const start = firstReading(
        DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: timeZone }),
      );
      const end = start.plus({ minutes });
      services.push({ name: time.name, startsAt: start.toUTC().toISO()!, endsAt: end.toUTC().toISO()! });
    }
  }
  return services.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The service on at `now` (start included, end not), else null; and the first one starting after `now`. */
export function serviceAt(
  times: readonly ServiceTime[],
  minutes: number,
  now: Date,
  timeZone: string,
): { current: LiveService | null; next: LiveService | null } {
  const services = servicesAround(times, minutes, now, timeZone);
  const at = now.getTime();
  const current =
    services.find((service) => Date.parse(service.startsAt) <= at && at < Date.parse(service.endsAt)) ?? null;
  const next = services.find((service) => Date.parse(service.startsAt) > at) ?? null;
  return { current, next };
}
