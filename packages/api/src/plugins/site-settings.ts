import { utcOffsetsOf, type SiteSettings } from '@church/contracts';

/** How many years of the church's clock a page gets, before and after this one. */
const yearsBack = 20;
const yearsAhead = 10;

/**
 * What every page is told about the site: the church's zone and its offsets from UTC from
 * January of 20 years ago to 10 years ahead (~1 KB for a zone with summer time), which covers the
 * dates a church's pages show; a date outside them is still shown right, by the browser's Intl.
 */
export function siteSettingsFor(timeZone: string, now = new Date()): SiteSettings {
  const year = now.getUTCFullYear();
  return {
    timeZone,
    utcOffsets: utcOffsetsOf(timeZone, Date.UTC(year - yearsBack, 0, 1), Date.UTC(year + yearsAhead, 0, 1)),
  };
}
