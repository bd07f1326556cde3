import { formatDate, formatDateTime, monthAndDay } from './format-date';

it('writes dates as MM.DD.YYYY', () => {
  expect(formatDate(new Date(2025, 0, 5, 10, 0).toISOString())).toBe('01.05.2025');
  expect(formatDate(new Date(2024, 11, 25).toISOString())).toBe('12.25.2024');
});

it('writes date-times as MM.DD.YYYY hh:mm A on a 12-hour clock', () => {
  expect(formatDateTime(new Date(2025, 2, 9, 0, 5).toISOString())).toBe('03.09.2025 12:05 AM');
  expect(formatDateTime(new Date(2025, 2, 9, 12, 30).toISOString())).toBe('03.09.2025 12:30 PM');
  expect(formatDateTime(new Date(2025, 2, 9, 18, 7).toISOString())).toBe('03.09.2025 06:07 PM');
});

it('shows nothing for a date it cannot read', () => {
  expect(formatDate('not a date')).toBe('');
});

it("writes a time in the zone it is given, whatever the browser's zone", () => {
  // 13:30 UTC on a summer day is 08:30 AM in Chicago (CDT) and 09:30 AM in New York.
  const iso = '2025-07-06T13:30:00.000Z';
  expect(formatDateTime(iso, 'America/Chicago')).toBe('07.06.2025 08:30 AM');
  expect(formatDateTime(iso, 'America/New_York')).toBe('07.06.2025 09:30 AM');
  // 03:30 UTC is still the evening before in Chicago.
  expect(formatDate('2025-07-06T03:30:00.000Z', 'America/Chicago')).toBe('07.05.2025');
  expect(monthAndDay('2025-07-06T03:30:00.000Z', 'America/Chicago')).toEqual({ month: 'Jul', day: '5' });
});
