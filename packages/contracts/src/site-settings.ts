// Plain values (no valibot): the shell's first visit reads them.

/** The church's own clock when CHURCH_TIME_ZONE is not set: the church is in Kansas. */
export const defaultChurchTimeZone = 'America/Chicago';

/**
 * What the server tells every page about the site, inlined into index.html as a JSON data
 * block (id `site-settings`) so no page waits for it.
 */
export interface SiteSettings {
  /** IANA zone in which event dates and times are shown, whoever looks at them. */
  timeZone: string;
}
