// A record whose date is a different day on the church's clock and on the browser's: created at
// 05:07 UTC, the evening before in Chicago (the church), the 27th in UTC and in Tokyo (where the
// component tests run the browser's clock: jest.config.mjs). Each area that shows it must read
// the church's day, so two areas showing the same record read alike.

export const lateEveningInstant = '2026-11-27T05:07:00.000Z';
/** The church's day of that instant, as every page shows it (MM.DD.YYYY). */
export const lateEveningChurchDate = '11.26.2026';

/** The browser's own day of that instant: a test on a clock that agrees with the church's could not fail. */
export function browserDateOfLateEvening(): string {
  const date = new Date(lateEveningInstant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getMonth() + 1)}.${two(date.getDate())}.${date.getFullYear()}`;
}
