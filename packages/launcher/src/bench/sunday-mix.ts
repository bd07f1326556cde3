import autocannon from 'autocannon';
import { pageSizes, sandboxTestCards } from '@church/contracts';

/** One kind of visitor in the mix: its connections, what they ask in turn, at most how fast. */
export interface ClientGroup {
  name: string;
  connections: number;
  requests: autocannon.Request[];
  /** Requests per second for the whole group (sign-ins and gifts come at a person's pace). */
  rate?: number;
}

export interface GroupResult {
  name: string;
  requests: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// A page is asked for as a browser navigates (other requests for a page's path are answered 404).
const PAGE = { ...BROWSER, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_BODY = { ...BROWSER, 'content-type': 'application/json' };
const bearer = (token: string) => ({ ...BROWSER, authorization: `Bearer ${token}` });

/** The demo members who give during the bench, one per giving connection (each within its gift limit). */
export const givingMembers = [
  'member@example.com',
  'maria.hernandez@example.com',
  'james.nguyen@example.com',
  'abigail.brooks@example.com',
] as const;

export interface MixSessions {
  adminToken: string;
  memberToken: string;
  /** Per giving member: a token and a sandbox card (made before the clock starts). */
  givers: { token: string; paymentMethodId: string }[];
  givingTypeId: number;
  /** Payment intents whose confirmation was acknowledged (200): the writes that must be stored. */
  acknowledgedPayments: string[];
}

/**
 * A Sunday morning: visitors reading the home page, the sermons and events (the site's pages
 * too when it is built), members reading their account, signing in and giving by card in the
 * sandbox, admins on the dashboard. Each group in proportion to a church's crowd, on its own
 * connections.
 */
export function sundayMix(sessions: MixSessions, withPages: boolean): ClientGroup[] {
  const get = (path: string, headers: Record<string, string> = BROWSER): autocannon.Request => ({
    method: 'GET',
    path,
    headers,
  });
  let giverSeat = 0;
  let signIns = 0;
  type GiftContext = { giver?: { token: string; paymentMethodId: string }; givingId?: string; secret?: string };
  // autocannon keeps one context object per connection: the gift under way and its giver.
  const gift = (context: object) => context as GiftContext;
  const giver = (context: object) => (gift(context).giver ??= sessions.givers[giverSeat++ % sessions.givers.length]!);

  return [
    {
      name: 'visitors',
      connections: 30,
      requests: [
        ...(withPages ? [get('/', PAGE), get('/videos', PAGE)] : []),
        get('/api/videos/home'),
        get('/api/posts/highlighted'),
        get(`/api/paginated-posts?skip=0&take=${pageSizes.homePosts}`),
        get(`/api/paginated-videos?skip=0&take=${pageSizes.videos}`),
        get(`/api/events/upcoming?skip=0&take=${pageSizes.events}`),
      ],
    },
    {
      name: 'members reading',
      connections: 8,
      requests: [
        get('/api/users/current', bearer(sessions.memberToken)),
        get(`/api/givings/history/current?skip=0&take=${pageSizes.accountGivingHistory}`, bearer(sessions.memberToken)),
      ],
    },
    {
      name: 'members signing in',
      connections: 1,
      rate: 1,
      requests: [
        {
          method: 'POST',
          path: '/api/account/login',
          headers: JSON_BODY,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: givingMembers[signIns++ % givingMembers.length], password: 'Member123' }),
          }),
        },
      ],
    },
    {
      // A gift by card: the gift, its payment intent, the card's confirmation (three calls).
      name: 'members giving',
      connections: sessions.givers.length,
      rate: 3,
      requests: [
        {
          method: 'POST',
          path: '/api/givings/one-time-giving',
          setupRequest: (request, context) => ({
            ...request,
            headers: { ...JSON_BODY, authorization: `Bearer ${giver(context).token}` },
            body: JSON.stringify({ designations: [{ amount: 25, givingTypeId: sessions.givingTypeId }] }),
          }),
          onResponse: (status, body, context) => {
            gift(context).givingId = status === 201 ? (JSON.parse(body) as { id: string }).id : undefined;
          },
        },
        {
          method: 'POST',
          path: '/api/givings/one-time-giving-payment',
          setupRequest: (request, context) => ({
            ...request,
            headers: { ...JSON_BODY, authorization: `Bearer ${giver(context).token}` },
            body: JSON.stringify({ givingId: gift(context).givingId }),
          }),
          onResponse: (status, body, context) => {
            gift(context).secret =
              status === 200 ? (JSON.parse(body) as { clientSecret: string }).clientSecret : undefined;
          },
        },
        {
          method: 'POST',
          path: '/api/sandbox/payment-intents/none/confirm',
          setupRequest: (request, context) => ({
            ...request,
            path: `/api/sandbox/payment-intents/${gift(context).secret?.split('_secret_')[0] ?? 'none'}/confirm`,
            headers: JSON_BODY,
            body: JSON.stringify({
              clientSecret: gift(context).secret,
              paymentMethodId: giver(context).paymentMethodId,
            }),
          }),
          onResponse: (status, _body, context) => {
            const intent = gift(context).secret?.split('_secret_')[0];
            if (status === 200 && intent) sessions.acknowledgedPayments.push(intent);
          },
        },
      ],
    },
    {
      name: 'admins on the dashboard',
      connections: 3,
      requests: [
        get('/api/users/statistic?period=week', bearer(sessions.adminToken)),
        get('/api/givings/statistic?period=week', bearer(sessions.adminToken)),
        get(`/api/users/members?skip=0&take=${pageSizes.dashboardMembers}`, bearer(sessions.adminToken)),
        get('/api/givings/history?skip=0&take=5', bearer(sessions.adminToken)),
        get('/api/activities/for-period?period=week', bearer(sessions.adminToken)),
      ],
    },
  ];
}

/** Signs in, prepares a sandbox card per giver, and reads a giving type, through `baseUrl`. */
export async function prepareSessions(baseUrl: string): Promise<MixSessions> {
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  const signIn = async (email: string, password: string) =>
    (await post('/api/account/login', { email, password })).accessToken as string;
  const card = async () =>
    (
      await post('/api/sandbox/payment-methods', {
        card: { number: sandboxTestCards.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).id as string;
  const types = (await (await fetch(`${baseUrl}/api/givingTypes`)).json()) as { id: number }[];
  const givers = [];
  for (const email of givingMembers)
    givers.push({ token: await signIn(email, 'Member123'), paymentMethodId: await card() });
  return {
    adminToken: await signIn('admin@example.com', 'Admin123'),
    memberToken: await signIn('member@example.com', 'Member123'),
    givers,
    givingTypeId: types[0]?.id ?? 1,
    acknowledgedPayments: [],
  };
}

/** Every group at once against `baseUrl` for `seconds`; one result per group. */
export async function runMix(baseUrl: string, groups: ClientGroup[], seconds: number): Promise<GroupResult[]> {
  const results = await Promise.all(
    groups.map((group) =>
      autocannon({
        url: baseUrl,
        connections: group.connections,
        duration: seconds,
        requests: group.requests,
        ...(group.rate ? { overallRate: group.rate } : {}),
        // A slow answer on a loaded machine is measured (p99), not dropped as an error at 10 s.
        timeout: 30,
      }),
    ),
  );
  return results.map((result, index) => ({
    name: groups[index]!.name,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }));
}
