import {
  churchDay,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthAndDay,
  formatTime,
  formatWeekdayAndDay,
} from './church-clock';
import { utcOffsetsOf } from './utc-offsets';

const chicago = 'America/Chicago';

describe('formatDate', () => {
  it("writes MM.DD.YYYY on the church's clock, not the machine's", () => {
    // The video of the issue: created 05:07 UTC, still the evening before in Chicago.
    expect(formatDate('2026-11-27T05:07:00Z', chicago)).toBe('11.26.2026');
    expect(formatDate('2026-11-27T05:07:00Z', 'Asia/Tokyo')).toBe('11.27.2026');
    expect(formatDate(new Date('2026-03-07T14:05:00Z'), 'UTC')).toBe('03.07.2026');
  });

  it("reads a date or a time with no offset as the church's own wall clock", () => {
    expect(formatDate('2026-12-31', chicago)).toBe('12.31.2026');
    expect(formatDateTime('2026-12-31T23:59', chicago)).toBe('12.31.2026 11:59 PM');
    expect(formatDateTime('2026-03-07T09:30:00.000', 'Asia/Tokyo')).toBe('03.07.2026 09:30 AM');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('not a date', chicago)).toBe('');
    expect(formatDateTime('', chicago)).toBe('');
    expect(formatMonthAndDay('2026-13-45', chicago)).toEqual({ month: '', day: '' });
  });
});

describe('formatDateTime and formatTime', () => {
  it('write MM.DD.YYYY hh:mm A on a 12-hour clock, midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime('2026-03-07T14:05:00Z', 'UTC')).toBe('03.07.2026 02:05 PM');
    expect(formatDateTime('2026-03-07T06:00:00Z', chicago)).toBe('03.07.2026 12:00 AM');
    expect(formatDateTime('2026-03-07T18:00:00Z', chicago)).toBe('03.07.2026 12:00 PM');
    expect(formatTime('2026-04-01T04:30:00Z', chicago)).toBe('11:30 PM');
  });

  it('follow daylight saving time where the church is', () => {
    expect(formatDateTime('2026-07-01T17:00:00Z', 'America/New_York')).toBe('07.01.2026 01:00 PM');
    expect(formatDateTime('2026-01-01T17:00:00Z', 'America/New_York')).toBe('01.01.2026 12:00 PM');
  });

  it("read the offsets the server made without the machine's Intl, and Intl beyond them", () => {
    const clock = { zone: chicago, utcOffsets: utcOffsetsOf(chicago, Date.UTC(2025, 0, 1), Date.UTC(2027, 0, 1)) };
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    // Either side of the spring change: 07:30 AM is 13:30 UTC in winter and 12:30 UTC in summer.
    expect(formatDateTime('2026-03-07T13:30:00.000Z', clock)).toBe('03.07.2026 07:30 AM');
    expect(formatDateTime('2026-03-09T12:30:00.000Z', clock)).toBe('03.09.2026 07:30 AM');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
    expect(formatDateTime('1999-07-06T13:30:00.000Z', clock)).toBe('07.06.1999 08:30 AM');
  });
});

describe('calendar labels', () => {
  it("name the church's day, a calendar leaf, a month and a day", () => {
    expect(churchDay('2026-11-27T05:07:00Z', chicago)).toBe('2026-11-26');
    expect(formatMonthAndDay('2025-07-06T03:30:00.000Z', chicago)).toEqual({ month: 'Jul', day: '5' });
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2026-12-01', 'short')).toBe('Dec 2026');
    expect(formatMonth('2026-00')).toBe('');
    expect(formatWeekdayAndDay('2026-03-11')).toBe('Wednesday, March 11');
  });
});
