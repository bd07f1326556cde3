import { formatDate, formatDateTime, formatTime } from './format-date';
import { formatMoney } from './format-money';

describe('formatDate', () => {
  it('writes MM.DD.YYYY in the given zone', () => {
    expect(formatDate('2026-03-07T14:05:00Z', 'UTC')).toBe('03.07.2026');
    // 03:00 UTC is still the evening before in Chicago.
    expect(formatDate('2026-03-07T03:00:00Z', 'America/Chicago')).toBe('03.06.2026');
  });

  it('reads a time without an offset as the local zone', () => {
    expect(formatDate('2026-12-31T23:59:00')).toBe('12.31.2026');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes MM.DD.YYYY hh:mm A on a 12-hour clock', () => {
    expect(formatDateTime('2026-03-07T14:05:00Z', 'UTC')).toBe('03.07.2026 02:05 PM');
    expect(formatDateTime('2026-03-07T09:30:00')).toBe('03.07.2026 09:30 AM');
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime('2026-03-07T00:00:00Z', 'UTC')).toBe('03.07.2026 12:00 AM');
    expect(formatDateTime('2026-03-07T12:00:00Z', 'UTC')).toBe('03.07.2026 12:00 PM');
    expect(formatDateTime('2026-03-07T00:01:00')).toBe('03.07.2026 12:01 AM');
  });

  it('follows daylight saving time in the given zone', () => {
    expect(formatDateTime('2026-07-01T17:00:00Z', 'America/New_York')).toBe('07.01.2026 01:00 PM');
    expect(formatDateTime('2026-01-01T17:00:00Z', 'America/New_York')).toBe('01.01.2026 12:00 PM');
  });
});

describe('formatTime', () => {
  it('writes hh:mm A in the given zone, as formatDateTime does', () => {
    expect(formatTime('2026-03-07T14:05:00Z', 'UTC')).toBe('02:05 PM');
    expect(formatTime('2026-04-01T04:30:00Z', 'America/Chicago')).toBe('11:30 PM');
    expect(formatTime('not a time')).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });
});
