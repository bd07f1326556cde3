import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { clearSession, getSession, setSession, type Session } from '@church/auth';
import { api } from './api-client';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function session(overrides: Partial<Session> = {}): Session {
  return {
    userId: '1',
    accessToken: 'old-access',
    accessTokenExpirationDateTimeOffset: nowSeconds() + 600,
    refreshToken: 'old-refresh',
    roles: [],
    allowedActions: [],
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
    ...overrides,
  };
}

/** The API as the browser's fetch sees it: only 'new-access' is accepted once refreshed. */
function fakeApi({ refreshSucceeds = true } = {}) {
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    calls.push(`${path} ${request.headers.get('Authorization') ?? ''}`.trim());
    if (path === '/api/account/refresh-access-token') {
      if (!refreshSucceeds) return Response.json({ errors: ['Invalid refresh token'] }, { status: 401 });
      return Response.json({
        accessToken: 'new-access',
        accessTokenExpirationDateTimeOffset: nowSeconds() + 900,
        refreshToken: 'new-refresh',
        roles: ['Video Team'],
        allowedActions: ['Video upload'],
      });
    }
    if (request.headers.get('Authorization') !== 'Bearer new-access') {
      return Response.json({ errors: ['Unauthorized'] }, { status: 401 });
    }
    return Response.json({ ok: true });
  });
  return calls;
}

describe('api client token handling', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearSession();
  });

  it('refreshes once for concurrent 401s, then retries each request with the new token', async () => {
    setSession(session());
    const calls = fakeApi();

    const results = await Promise.all([api.get('users/current').json(), api.get('roles').json()]);

    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(calls.filter((call) => call.startsWith('/api/account/refresh-access-token'))).toHaveLength(1);
    expect(getSession()?.refreshToken).toBe('new-refresh');
  });

  it('refreshes an expired token before sending, comparing expiry in seconds', async () => {
    setSession(session({ accessTokenExpirationDateTimeOffset: nowSeconds() - 1 }));
    const calls = fakeApi();

    await api.get('users/current').json();

    expect(calls).toEqual(['/api/account/refresh-access-token', '/api/users/current Bearer new-access']);
  });

  it("takes the refreshed roles and allowed actions: a member's new role shows without signing in again", async () => {
    setSession(session({ accessTokenExpirationDateTimeOffset: nowSeconds() - 1 }));
    fakeApi();

    await api.get('users/current').json();

    expect(getSession()).toMatchObject({ roles: ['Video Team'], allowedActions: ['Video upload'] });
  });

  it('signs the user out and rejects when the refresh fails', async () => {
    render(<Toaster />);
    setSession(session());
    fakeApi({ refreshSucceeds: false });

    await expect(api.get('users/current').json()).rejects.toThrow("Can't get refresh token");

    expect(getSession()).toBeNull();
    expect(await screen.findByText("Can't get refresh token")).toBeInTheDocument();
  });
});
