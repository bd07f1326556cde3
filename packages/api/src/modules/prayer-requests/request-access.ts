import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { isAdmin, owns } from '../../lib/permissions';
import { FORBIDDEN } from '../../plugins/auth';
import type { PrayerRequestsRepository, Side } from './prayer-requests.repository';

export const REQUEST_NOT_FOUND = 'Prayer request not found';

/** Who looks at a thread: its requester, or the ministry (any admin). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  side: Side;
}

export function viewerOf(user: AuthUser): Viewer {
  const admin = isAdmin(user);
  return { id: user.id, isAdmin: admin, side: admin ? 'staff' : 'member' };
}

/**
 * The request's owner when the viewer may see its thread. Anyone else gets the same 404 as for a
 * request that does not exist, so ids tell nobody what others have asked for.
 */
export async function visibleRequest(requests: PrayerRequestsRepository, viewer: Viewer, id: number) {
  const owner = await requests.owner(id);
  if (!owner || !(viewer.isAdmin || owns(viewer, owner.creatorId))) throw new HttpError(404, [REQUEST_NOT_FOUND]);
  return owner;
}

/** Only the requester marks a request answered or reopens it; an admin sees it, so a 403. */
export async function ownRequest(requests: PrayerRequestsRepository, viewer: Viewer, id: number) {
  const owner = await visibleRequest(requests, viewer, id);
  if (!owns(viewer, owner.creatorId)) throw new HttpError(403, [FORBIDDEN]);
  return owner;
}
