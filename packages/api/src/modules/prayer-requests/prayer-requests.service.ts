import {
  ADMIN_ROLE,
  prayerMessages,
  type CreatePrayerRequest,
  type PrayerRequestList,
  type PrayerRequestPageQuery,
} from '@church/contracts';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/auth';
import type { PrayerRequestsRepository } from './prayer-requests.repository';

export type PrayerRequestsService = ReturnType<typeof createPrayerRequestsService>;

export function createPrayerRequestsService(requests: PrayerRequestsRepository) {
  return {
    /** Members send requests; the ministry (admins) answers them, so admins cannot send one. */
    async create(user: AuthUser, input: CreatePrayerRequest): Promise<{ id: number }> {
      if (user.roles.includes(ADMIN_ROLE)) throw new HttpError(403, [prayerMessages.adminNotAllowed]);
      try {
        return await requests.insert({ creatorId: user.id, requestText: input.requestText, page: input.page });
      } catch (error) {
        // The account was deleted while its token was still valid.
        if (isForeignKeyViolation(error)) throw new HttpError(401, [UNAUTHORIZED]);
        throw error;
      }
    },

    /** A member's own requests, for their account page. */
    listOwn(user: AuthUser, page: PrayerRequestPageQuery): Promise<PrayerRequestList> {
      return requests.listByCreator(user.id, page);
    },
  };
}
