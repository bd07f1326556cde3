import { inlineSiteSettings } from '@church/testing';
import { churchTimeZone, churchUtcOffsetAt } from './church-time-zone';

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
  expect(churchUtcOffsetAt(summer * 1000 - 1)).toBe(-360);
  expect(churchUtcOffsetAt(summer * 1000)).toBe(-300);
  expect(churchUtcOffsetAt((summer + 86_400) * 1000)).toBeUndefined();
  expect(intl).not.toHaveBeenCalled();
  remove();
});
