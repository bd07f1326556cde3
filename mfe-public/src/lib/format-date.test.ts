import { formatDate, formatDateTime } from './format-date';

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
