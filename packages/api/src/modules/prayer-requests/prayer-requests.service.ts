import {
  prayerMessages,
  type CreatePrayerRequest,
  type Language,
  type MarkAnswered,
  type PrayerRequest,
  type PrayerRequestList,
  type PrayerRequestPageQuery,
} from '@church/contracts';
import type { AuthUser } from '../../lib/access-tokens';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/auth';
import type { PrayerEvents } from './prayer-requests.live';
import type { PrayerRequestsRepository } from './prayer-requests.repository';
import { ownRequest, REQUEST_NOT_FOUND, viewerOf, visibleRequest, type Viewer } from './request-access';

export type PrayerRequestsService = ReturnType<typeof createPrayerRequestsService>;

export function createPrayerRequestsService(deps: {
  requests: PrayerRequestsRepository;
  events: PrayerEvents;
  now?: () => Date;
}) {
  const { requests, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(viewer: Viewer, id: number, reader: Language): Promise<PrayerRequest> {
    const request = await requests.find(id, viewer.side, reader);
    if (!request) throw new HttpError(404, [REQUEST_NOT_FOUND]);
    return request;
  }

  return {
    /** Members send requests; the ministry (admins) answers them, so admins cannot send one. */
    async create(user: AuthUser, input: CreatePrayerRequest): Promise<{ id: number }> {
      if (viewerOf(user).isAdmin) throw new HttpError(403, [prayerMessages.adminNotAllowed]);
      let created: { id: number; creatorId: string };
      try {
        created = await requests.insert({ creatorId: user.id, requestText: input.requestText, page: input.page });
      } catch (error) {
        // The account was deleted while its token was still valid.
        if (isForeignKeyViolation(error)) throw new HttpError(401, [UNAUTHORIZED]);
        throw error;
      }
      await events.request(created.creatorId, { requestId: created.id, change: 'created' });
      return { id: created.id };
    },

    /** The member's own requests (an admin has none); `reader`: the language they are read in. */
    listOwn(user: AuthUser, query: PrayerRequestPageQuery, reader: Language = 'en'): Promise<PrayerRequestList> {
      return requests.list({ ...query, creatorId: user.id }, viewerOf(user).side, query, reader);
    },

    /** Every member's requests, for the ministry. */
    listAll(query: PrayerRequestPageQuery, reader: Language = 'en'): Promise<PrayerRequestList> {
      return requests.list(query, 'staff', query, reader);
    },

    async markAnswered(
      user: AuthUser,
      id: number,
      input: MarkAnswered,
      reader: Language = 'en',
    ): Promise<PrayerRequest> {
      const viewer = viewerOf(user);
      const owner = await ownRequest(requests, viewer, id);
      await requests.setAnswered(id, { at: now(), note: input.note || null });
      await events.request(owner.creatorId, { requestId: id, change: 'answered' });
      return view(viewer, id, reader);
    },

    async reopen(user: AuthUser, id: number, reader: Language = 'en'): Promise<PrayerRequest> {
      const viewer = viewerOf(user);
      const owner = await ownRequest(requests, viewer, id);
      await requests.setAnswered(id, null);
      await events.request(owner.creatorId, { requestId: id, change: 'reopened' });
      return view(viewer, id, reader);
    },

    /** For a thread already open when a message arrives live: its new-message count becomes 0. */
    async markSeen(user: AuthUser, id: number): Promise<void> {
      const viewer = viewerOf(user);
      await visibleRequest(requests, viewer, id);
      await requests.markSeen(id, viewer.side);
    },
  };
}
