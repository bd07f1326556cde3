import type { Message, PrayerRequestEvent } from '@church/contracts';
import { prayerEventNames } from '@church/contracts';
import type { Live } from '../live';

/** The topic of the prayer streams (GET /api/requests/events). */
export const PRAYER_TOPIC = 'prayer-requests';

/** What the prayer pages hear live: each goes to the request's owner and to every admin. */
export function createPrayerEvents(live: Pick<Live, 'publish'>) {
  return {
    message: (ownerId: string, message: Message) =>
      live.publish({
        topic: PRAYER_TOPIC,
        type: prayerEventNames.message,
        userId: ownerId,
        toAdmins: true,
        data: message,
      }),
    request: (ownerId: string, data: PrayerRequestEvent) =>
      live.publish({ topic: PRAYER_TOPIC, type: prayerEventNames.request, userId: ownerId, toAdmins: true, data }),
  };
}
export type PrayerEvents = ReturnType<typeof createPrayerEvents>;
