import { inlineSiteSettings } from '@church/testing';
import { churchTimeZone } from './church-time-zone';
import { formatDateTime } from './format-date';

afterEach(() => jest.restoreAllMocks());

it('reads the zone the server inlined into the page', () => {
  const remove = inlineSiteSettings({ timeZone: 'America/Denver' });
  expect(churchTimeZone()).toBe('America/Denver');
  remove();
});

it("falls back to the church's default zone without settings, or with a zone it cannot use", () => {
  expect(churchTimeZone()).toBe('America/Chicago');
  const remove = inlineSiteSettings({ timeZone: 'Mars/Olympus' });
  expect(churchTimeZone()).toBe('America/Chicago');
  remove();
});

it("reads the church's offset from UTC from the settings, without the browser's Intl", () => {
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  const summer = Date.UTC(2026, 2, 8, 8) / 1000;
  const remove = inlineSiteSettings({
    timeZone: 'America/Chicago',
    utcOffsets: {
      changes: [
        [summer - 86_400, -360],
        [summer, -300],
      ],
      until: summer + 86_400,
    },
  });
  expect(churchTimeZone()).toBe('America/Chicago');
  // The spring change at 2 AM: a minute before it reads 01:59, the change itself 03:00.
  expect(formatDateTime(new Date(summer * 1000 - 60_000))).toBe('03.08.2026 01:59 AM');
  expect(formatDateTime(new Date(summer * 1000))).toBe('03.08.2026 03:00 AM');
  expect(intl).not.toHaveBeenCalled();
  remove();
});
