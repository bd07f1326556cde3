import { utcOffsetAt, utcOffsetsOf } from './utc-offsets';

const hour = 3_600_000;

/** The wall clock Intl shows in `zone`, and the one the table gives: 'yyyy-mm-dd hh:mm'. */
const intlWallClock = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
function tableWallClock(offsetMinutes: number, ms: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

it.each(['America/Chicago', 'Australia/Lord_Howe', 'Asia/Kolkata'])(
  'gives the same clock as Intl for every hour of a year in %s, both changes included',
  (zone) => {
    const start = Date.UTC(2026, 0, 1);
    const offsets = utcOffsetsOf(zone, start, Date.UTC(2027, 0, 1));
    const intl = intlWallClock(zone);
    for (let ms = start; ms < Date.UTC(2027, 0, 1); ms += hour) {
      expect(tableWallClock(utcOffsetAt(offsets, ms)!, ms)).toBe(intl.format(ms));
    }
  },
);

it("finds each change to its minute: Chicago's clocks go forward at 2 AM on 8 March 2026", () => {
  const offsets = utcOffsetsOf('America/Chicago', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
  const change = Date.UTC(2026, 2, 8, 8); // 2 AM CST
  expect(utcOffsetAt(offsets, change - 1)).toBe(-360);
  expect(utcOffsetAt(offsets, change)).toBe(-300);
  expect(offsets.changes).toHaveLength(3); // the start, spring and autumn
});

it('says nothing outside the years it was made for', () => {
  const offsets = utcOffsetsOf('America/Chicago', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
  expect(utcOffsetAt(offsets, Date.UTC(2025, 11, 31, 23))).toBeUndefined();
  expect(utcOffsetAt(offsets, Date.UTC(2027, 0, 1))).toBeUndefined();
});
