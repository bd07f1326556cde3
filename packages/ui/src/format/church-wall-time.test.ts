import { addWallMinutes, fromWallTime, startOfDay, todayIn, toWallTime } from './church-wall-time';

const chicago = 'America/Chicago';

it("reads an instant on the church's clock, winter and summer", () => {
  expect(toWallTime('2026-01-15T13:30:00.000Z', chicago)).toEqual({ date: '2026-01-15', time: '07:30' });
  expect(toWallTime('2026-07-15T12:30:00.000Z', chicago)).toEqual({ date: '2026-07-15', time: '07:30' });
  // Late evening in Chicago is already the next day in UTC.
  expect(toWallTime('2026-03-02T03:15:00.000Z', chicago)).toEqual({ date: '2026-03-01', time: '21:15' });
  expect(toWallTime('not a date', chicago)).toEqual({ date: '', time: '' });
});

it("turns the church's wall-clock date and time into the instant, whatever the browser's zone", () => {
  expect(fromWallTime('2026-01-15', '07:30', chicago)).toBe('2026-01-15T13:30:00.000Z');
  expect(fromWallTime('2026-07-15', '07:30', chicago)).toBe('2026-07-15T12:30:00.000Z');
  expect(fromWallTime('2026-07-15', '07:30', 'Asia/Tokyo')).toBe('2026-07-14T22:30:00.000Z');
  expect(fromWallTime('', '07:30', chicago)).toBeNull();
  expect(fromWallTime('2026-07-15', '', chicago)).toBeNull();
  expect(fromWallTime('2026-02-30', '07:30', chicago)).toBeNull();
});

it('adds minutes on the same clock, across midnight and a DST change', () => {
  expect(addWallMinutes({ date: '2026-05-01', time: '23:30' }, 90, chicago)).toEqual({
    date: '2026-05-02',
    time: '01:00',
  });
  // 8 March 2026: 2:00 AM becomes 3:00 AM in Chicago; an hour of elapsed time reads as two.
  expect(addWallMinutes({ date: '2026-03-08', time: '01:30' }, 60, chicago)).toEqual({
    date: '2026-03-08',
    time: '03:30',
  });
  expect(todayIn(chicago, new Date('2026-03-02T03:15:00.000Z'))).toBe('2026-03-01');
});

describe('startOfDay', () => {
  it("gives the first instant of a day on the zone's clock, a day after it with addDays", () => {
    expect(startOfDay('2026-03-01', 'America/Chicago')).toBe('2026-03-01T06:00:00.000Z');
    // Daylight saving begins on March 8: the day after it starts an hour earlier in UTC.
    expect(startOfDay('2026-03-08', 'America/Chicago', 1)).toBe('2026-03-09T05:00:00.000Z');
  });
});
