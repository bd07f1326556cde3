import {
  clearSession,
  type getSession,
  selectIsAdmin,
  selectIsSignedIn,
  setSession,
  useSession,
  type Session,
} from './session-store';

const session: Session = {
  userId: '7',
  accessToken: 'access',
  accessTokenExpirationDateTimeOffset: 1_900_000_000,
  refreshToken: 'refresh',
  roles: ['Admin'],
  allowedActions: [],
  user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', photoUrl: null, language: 'en' },
};

describe('session store', () => {
  afterEach(() => clearSession());

  it('is signed out until a session is set, and persists the session for the next page load', () => {
    expect(selectIsSignedIn(useSession.getState())).toBe(false);
    setSession(session);
    expect(selectIsSignedIn(useSession.getState())).toBe(true);
    expect(selectIsAdmin(useSession.getState())).toBe(true);
    const stored = JSON.parse(localStorage.getItem('church-session') ?? '{}');
    expect(stored.state.session.refreshToken).toBe('refresh');
  });

  it('forgets the stored session on clear', () => {
    setSession(session);
    clearSession();
    expect(selectIsSignedIn(useSession.getState())).toBe(false);
    expect(JSON.parse(localStorage.getItem('church-session') ?? '{}').state.session).toBeNull();
  });

  it('keeps a member signed in across page loads: reads what an earlier page stored', () => {
    localStorage.setItem('church-session', JSON.stringify({ state: { session }, version: 1 }));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module is a fresh page load
      const freshPage = require('./session-store') as { getSession: typeof getSession };
      expect(freshPage.getSession()?.refreshToken).toBe('refresh');
    });
  });
});
