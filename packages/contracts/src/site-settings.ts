// Plain values (no valibot): the shell's first visit reads them.
import type { UtcOffsets } from './utc-offsets';

/** The church's own clock when CHURCH_TIME_ZONE is not set: the church is in Kansas. */
export const defaultChurchTimeZone = 'America/Chicago';

/**
 * What the server tells every page about the site, inlined into index.html as a JSON data
 * block (id `site-settings`) so no page waits for it.
 */
export interface SiteSettings {
  /** IANA zone in which the public pages' dates and times are shown, whoever looks at them. */
  timeZone: string;
  /** That zone's offsets over the years around now, so a page needs no Intl to show them. */
  utcOffsets?: UtcOffsets;
}
