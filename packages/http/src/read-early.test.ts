import { clearSession, setSession, type Session } from '@church/auth';
import { api, readEarly } from './api-client';

const session = (accessToken: string): Session => ({
  userId: '1',
  accessToken,
  accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 600,
  refreshToken: 'refresh',
  roles: [],
  allowedActions: [],
  user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
});

/** The API as the browser's fetch sees it: each answer names how many requests came before it. */
function countingApi() {
  const sent: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sent.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
    return Response.json({ answer: sent.length });
  });
  return sent;
}

describe('a read asked for early', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearSession();
  });

  it("is sent once, with the session's token, and the page's own read takes its answer", async () => {
    setSession(session('token-a'));
    const sent = countingApi();

    readEarly('service-types/3');
    readEarly('service-types/3');
    expect(await api.get('service-types/3', { searchParams: {} }).json()).toEqual({ answer: 1 });

    expect(sent).toEqual(['GET /api/service-types/3 Bearer token-a']);
    // Taken once: the next read asks the API again.
    expect(await api.get('service-types/3').json()).toEqual({ answer: 2 });
  });

  it('is not used after a change was sent, nor by a read with another token or a query of its own', async () => {
    setSession(session('token-a'));
    const sent = countingApi();

    readEarly('service-types/3');
    await api.post('service-types/3/items', { json: {} });
    await api.get('service-types/3');

    readEarly('service-types/4');
    await api.get('service-types/4', { searchParams: { page: 2 } });

    readEarly('service-types/5');
    setSession(session('token-b'));
    await api.get('service-types/5');

    expect(sent.filter((line) => line.includes('service-types/3'))).toHaveLength(3);
    expect(sent.filter((line) => line.startsWith('GET /api/service-types/4'))).toHaveLength(2);
    expect(sent.filter((line) => line.startsWith('GET /api/service-types/5'))).toEqual([
      'GET /api/service-types/5 Bearer token-a',
      'GET /api/service-types/5 Bearer token-b',
    ]);
  });

  it('is not asked for without a session', () => {
    const sent = countingApi();
    readEarly('service-types/3');
    expect(sent).toEqual([]);
  });
});
