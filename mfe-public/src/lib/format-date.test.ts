import { utcOffsetsOf } from '@church/contracts';
import { inlineSiteSettings } from '@church/testing';
import { formatDate, formatDateTime, monthAndDay } from './format-date';

afterEach(() => jest.restoreAllMocks());

it('writes dates as MM.DD.YYYY on the church clock (Chicago unless the server says otherwise)', () => {
  expect(formatDate('2025-01-05T16:00:00.000Z')).toBe('01.05.2025');
  // 03:30 UTC is still the evening before in Chicago, for every visitor.
  expect(formatDate('2025-07-06T03:30:00.000Z')).toBe('07.05.2025');
  expect(monthAndDay('2025-07-06T03:30:00.000Z')).toEqual({ month: 'Jul', day: '5' });
});

it('writes date-times as MM.DD.YYYY hh:mm A on a 12-hour clock', () => {
  expect(formatDateTime('2025-03-09T06:05:00.000Z')).toBe('03.09.2025 12:05 AM');
  expect(formatDateTime('2025-03-09T17:30:00.000Z')).toBe('03.09.2025 12:30 PM');
  expect(formatDateTime('2025-03-09T23:07:00.000Z')).toBe('03.09.2025 06:07 PM');
});

it('shows nothing for a date it cannot read', () => {
  expect(formatDate('not a date')).toBe('');
  expect(monthAndDay('not a date')).toEqual({ month: '', day: '' });
});

it("follows the zone in the page's settings", () => {
  const remove = inlineSiteSettings({ timeZone: 'America/New_York' });
  expect(formatDateTime('2025-07-06T13:30:00.000Z')).toBe('07.06.2025 09:30 AM');
  remove();
});

it("uses the offsets the server inlined, so a first visit never waits on the browser's Intl", () => {
  const remove = inlineSiteSettings({
    timeZone: 'America/Chicago',
    utcOffsets: utcOffsetsOf('America/Chicago', Date.UTC(2025, 0, 1), Date.UTC(2027, 0, 1)),
  });
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  // Either side of the spring change: 07:30 AM is 13:30 UTC in winter and 12:30 UTC in summer.
  expect(formatDateTime('2026-03-07T13:30:00.000Z')).toBe('03.07.2026 07:30 AM');
  expect(formatDateTime('2026-03-09T12:30:00.000Z')).toBe('03.09.2026 07:30 AM');
  expect(monthAndDay('2026-11-02T04:00:00.000Z')).toEqual({ month: 'Nov', day: '1' });
  expect(intl).not.toHaveBeenCalled();
  // A date the offsets do not cover is still shown right, by Intl.
  expect(formatDateTime('1999-07-06T13:30:00.000Z')).toBe('07.06.1999 08:30 AM');
  remove();
});
