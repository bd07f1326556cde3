import { defaultChurchTimeZone, type ChurchClock, type SiteSettings } from '@church/contracts';

function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The page's settings, read once per settings text (cards call this for every row they draw).
 * A zone that comes with its offsets is one the server made them from, so it is taken without
 * asking Intl, whose first use would cost the first visit tens of milliseconds (decision 0053).
 */
function clockOf(text: string | undefined): ChurchClock {
  let settings: Partial<SiteSettings> | null;
  try {
    settings = JSON.parse(text ?? 'null') as Partial<SiteSettings> | null;
  } catch {
    settings = null;
  }
  const zone = settings?.timeZone;
  if (typeof zone === 'string' && settings?.utcOffsets) return { zone, utcOffsets: settings.utcOffsets };
  return { zone: isTimeZone(zone) ? zone : defaultChurchTimeZone };
}

let read: { text: string | undefined; clock: ChurchClock } | undefined;
// A server renderer has no page to read the zone from; it is told (decision 0052).
let serverZone: string | undefined;

/** The church's zone, with the offsets the server inlined where it did: what the date formats read. */
export function churchClock(): ChurchClock {
  if (typeof document === 'undefined') return { zone: serverZone ?? defaultChurchTimeZone };
  const text = document.getElementById('site-settings')?.textContent ?? undefined;
  if (!read || read.text !== text) read = { text, clock: clockOf(text) };
  return read.clock;
}

/** Server renderers: the zone the page being drawn shows dates in. */
export function setServerChurchTimeZone(zone: string): void {
  serverZone = isTimeZone(zone) ? zone : defaultChurchTimeZone;
}

/**
 * The church's IANA time zone, in which event dates and times are shown to everyone (a
 * visitor abroad sees the 7:30 AM breakfast at 07:30 AM). The server inlines it into the page
 * (`site-settings`); a remote served on its own falls back to the default.
 */
export function churchTimeZone(): string {
  return churchClock().zone;
}
