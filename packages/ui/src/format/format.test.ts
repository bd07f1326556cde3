import { utcOffsetsOf } from '@church/contracts';
import { inlineSiteSettings } from '@church/testing';
import { churchDay, formatDate, formatDateTime, formatMonthAndDay, formatTime } from './format-date';
import { setLanguage } from '@church/i18n';
import { formatMoney, formatNumber } from './format-money';

afterEach(() => jest.restoreAllMocks());

describe("dates on the church's clock", () => {
  it('reads Chicago unless the page says otherwise, whatever the browser is set to', () => {
    expect(formatDate('2026-11-27T05:07:00Z')).toBe('11.26.2026');
    expect(churchDay('2026-11-27T05:07:00Z')).toBe('2026-11-26');
    expect(formatDateTime('2025-03-09T23:07:00.000Z')).toBe('03.09.2025 06:07 PM');
    expect(formatTime('2025-03-09T17:30:00.000Z')).toBe('12:30 PM');
    expect(formatMonthAndDay('2025-07-06T03:30:00.000Z')).toEqual({ month: 'Jul', day: '5' });
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
    expect(formatDateTime('2026-03-07T13:30:00.000Z')).toBe('03.07.2026 07:30 AM');
    expect(formatMonthAndDay('2026-11-02T04:00:00.000Z')).toEqual({ month: 'Nov', day: '1' });
    expect(intl).not.toHaveBeenCalled();
    remove();
  });
});

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });
});

describe('formatNumber', () => {
  it("writes numbers as the page's language does, after a switch too (one formatter kept per language)", async () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    await setLanguage('es', { rememberChoice: false });
    expect(formatNumber(1234567)).toBe((1234567).toLocaleString('es-US'));
    expect(formatMoney(1234.5)).toBe((1234.5).toLocaleString('es-US', { style: 'currency', currency: 'USD' }));
    await setLanguage('en', { rememberChoice: false });
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});
