import type { Area } from '@church/areas';
import type { PrayerRequestStatus } from '@church/contracts';

export interface RequestListFilters {
  area: Area;
  search: string;
  /** The dashboard's Open / Answered / All; a member's own list is always 'all'. */
  status: PrayerRequestStatus;
}

/**
 * Every cache entry of this feature. `lists()` is the prefix of every request list (each area,
 * search and status), so a new message or an event updates or refreshes all of them at once.
 */
export const prayerRequestKeys = {
  all: ['prayer-requests'] as const,
  lists: () => [...prayerRequestKeys.all, 'list'] as const,
  list: (filters: RequestListFilters) => [...prayerRequestKeys.lists(), filters] as const,
  thread: (requestId: number) => [...prayerRequestKeys.all, 'thread', requestId] as const,
};
