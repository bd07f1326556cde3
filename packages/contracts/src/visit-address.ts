// Apart from visit-info.ts (valibot): the home page draws the address and its maps link, and must
// not carry the schemas' library on its first visit.
import type { VisitInfo } from './visit-info';

/** The query cache's key of GET /api/visit-info; the home page's server-drawn read. Not in `readKeys`: that object is on every first visit. */
export const visitInfoReadKey = 'visit-info';

/** The address on one line, for the page and for the maps search. */
export const visitAddressLine = ({ street, city, state, zip }: VisitInfo['address']): string =>
  [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A maps search for the address: on a phone it opens the maps app, elsewhere the maps site. No tiles, no key. */
export const mapsSearchUrl = (address: VisitInfo['address']): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(visitAddressLine(address))}`;
