import type { SessionResponse } from '@church/contracts';

/**
 * A signed-in session as login answers it, valid for 15 minutes: a member with no extra
 * allowed actions unless the test says otherwise (`{ roles: ['Admin'] }`, `{ allowedActions }`).
 */
export function testSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    userId: '1',
    accessToken: 'access',
    accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
    refreshToken: 'refresh',
    roles: [],
    allowedActions: [],
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
    ...overrides,
  };
}
