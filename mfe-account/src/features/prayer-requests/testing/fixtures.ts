import type { Message, PrayerRequest } from '@church/contracts';
import { setSession } from '@church/auth';

/** Signs in a member (Ann, id 'm1') or an admin (Tom, id 'a1') for a test. */
export function signInAs(who: 'member' | 'admin', { expired = false } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const member = who === 'member';
  setSession({
    userId: member ? 'm1' : 'a1',
    accessToken: 'access-1',
    accessTokenExpirationDateTimeOffset: expired ? now - 10 : now + 900,
    refreshToken: 'refresh-1',
    roles: member ? [] : ['Admin'],
    allowedActions: [],
    user: member
      ? { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' }
      : { firstName: 'Tom', lastName: 'Hill', email: 'tom@example.com', photoUrl: null, language: 'en' },
  });
}

/** A request by Ann; dates are local times, so they read the same in every time zone. */
export function aRequest(id: number, changes: Partial<PrayerRequest> = {}): PrayerRequest {
  const creationDate = `2026-03-${String((id % 28) + 1).padStart(2, '0')}T09:30:00`;
  return {
    id,
    requestText: `Request ${id}`,
    creationDate,
    creator: { id: 'm1', firstName: 'Ann', lastName: 'Lee', photoUrl: null },
    numberOfNewMessages: 0,
    lastMessage: null,
    lastActivityDate: creationDate,
    isAnswered: false,
    answeredAt: null,
    answerNote: null,
    ...changes,
  };
}

/** A message in request `requestId`, from the ministry (Tom) unless said otherwise. */
export function aMessage(id: number, requestId: number, changes: Partial<Message> = {}): Message {
  return {
    id,
    messageText: `Message ${id}`,
    creatorName: 'Tom Hill',
    creatorId: 'a1',
    creatorPhotoUrl: null,
    isFromStaff: true,
    creationDate: `2026-04-01T10:${String(id % 60).padStart(2, '0')}:00`,
    requestId,
    ...changes,
  };
}

/** `count` requests numbered from `first`. */
export function requests(first: number, count: number): PrayerRequest[] {
  return Array.from({ length: count }, (_, index) => aRequest(first + index));
}
