import { defaultChurchTimeZone } from '@church/contracts';

function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Parsed and checked once per settings text: cards call this for every row they draw.
let read: { text: string | undefined; zone: string } | undefined;
// A server renderer has no page to read the zone from; it is told (decision 0052).
let serverZone: string | undefined;

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
  if (typeof document === 'undefined') return serverZone ?? defaultChurchTimeZone;
  const text = document.getElementById('site-settings')?.textContent ?? undefined;
  if (read && read.text === text) return read.zone;
  let zone: unknown;
  try {
    zone = (JSON.parse(text ?? 'null') as { timeZone?: unknown } | null)?.timeZone;
  } catch {
    zone = undefined;
  }
  read = { text, zone: isTimeZone(zone) ? zone : defaultChurchTimeZone };
  return read.zone;
}
