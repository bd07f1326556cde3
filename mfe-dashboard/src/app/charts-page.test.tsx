import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { Activity, Period, Statistic } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import ChartsPage from './charts-page';

// ApexCharts draws with SVG measurements jsdom does not have; the page's text alternative
// (a table per chart) is what these tests read, as a screen reader would.
// The mock notes which card each chart is drawn in.
const mockDrawnIn: string[] = [];
jest.mock('apexcharts', () => ({
  __esModule: true,
  default: class {
    // What react-apexcharts compares on each render to choose between updating and drawing again.
    w: { config: { series?: unknown } };
    opts: { chart?: { height?: unknown; width?: unknown } };
    constructor(element: Element, options: { series?: unknown; chart?: { height?: unknown; width?: unknown } }) {
      mockDrawnIn.push(element.closest('section')?.getAttribute('aria-labelledby') ?? '');
      this.w = { config: { series: options.series } };
      this.opts = { chart: options.chart };
    }
    render = () => Promise.resolve();
    updateOptions = () => Promise.resolve();
    updateSeries = () => Promise.resolve();
    destroy = () => undefined;
  },
}));

function statistic(period: Period, values: number[], previousTotal: number): Statistic {
  return {
    period,
    unit: period === 'year' ? 'month' : 'day',
    points: values.map((value, index) => ({ date: `2026-03-${String(index + 4).padStart(2, '0')}`, value })),
    total: values.reduce((sum, value) => sum + value, 0),
    previousTotal,
    timeZone: 'America/Chicago',
  };
}

const week = [0, 1, 0, 2, 0, 0, 1];

function activity(id: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    kind: 'gift',
    // Midday UTC: the same calendar day in every zone the tests may run in.
    occurredAt: `2026-03-${String(10 - Math.floor(id / 10)).padStart(2, '0')}T12:${String(id % 60).padStart(2, '0')}:00Z`,
    actorName: `Donor ${id}`,
    subjectId: `gift-${id}`,
    subjectTitle: null,
    videoId: null,
    amount: 25,
    ...overrides,
  };
}

/**
 * All the activities there are, newest first; the fake API pages them as the server does: from
 * just past `after` (its nextCursor names the page's last entry) or, as an API without cursors
 * (`cursors: false`), by skip − additionalSkip.
 */
function activitiesApi(all: Activity[], { cursors = true } = {}): Answer {
  return ({ query }) => {
    const after = query.get('after');
    const past = after === null ? 0 : all.findIndex((entry) => `past-${entry.id}` === after) + 1;
    const start = past + Number(query.get('skip')) - Number(query.get('additionalSkip') ?? 0);
    const take = Number(query.get('take'));
    const entities = all.slice(start, start + take);
    const hasMore = all.length > start + take;
    const nextCursor = cursors && hasMore ? { nextCursor: `past-${entities.at(-1)?.id}` } : {};
    return Response.json({ hasMore, entities, ...nextCursor });
  };
}

const statisticRoutes = (period: Period = 'week') => ({
  'GET /api/users/statistic': json(statistic(period, week, 2)),
  'GET /api/givings/statistic': json(statistic(period, [100, 0, 0, 25.5, 0, 0, 0], 250)),
  'GET /api/requests/statistic': json(statistic(period, [0, 0, 0, 0, 0, 0, 0], 0)),
  'GET /api/comments/statistic': json(statistic(period, [3, 0, 0, 0, 0, 0, 0], 0)),
});

function renderPage(url = '/dashboard/charts') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryProvider>
        <ChartsPage area="dashboard" />
      </QueryProvider>
      <Toaster />
    </MemoryRouter>,
  );
}

const chart = (name: string) => screen.getByRole('region', { name });
const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.search);
const entries = () =>
  within(screen.getByRole('region', { name: 'Recent activities' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));

afterEach(() => {
  mockDrawnIn.length = 0;
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('shows each chart with its total, its change and a table a screen reader can reach', async () => {
  const requests = fakeApi({ ...statisticRoutes(), 'GET /api/activities/for-period': activitiesApi([]) });
  renderPage();

  const members = chart('New members');
  expect(await within(members).findByText('4')).toBeInTheDocument();
  expect(members).toHaveTextContent('Last 7 days');
  expect(members).toHaveTextContent('+2 (+100%) from the previous 7 days');
  const table = within(members).getByRole('table', { name: 'New members, last 7 days' });
  expect(within(table).getAllByRole('row')).toHaveLength(8);
  expect(within(table).getByRole('rowheader', { name: '03.07' }).closest('tr')).toHaveTextContent('03.072');

  expect(await within(chart('Givings')).findByText('$125.50')).toBeInTheDocument();
  expect(chart('Givings')).toHaveTextContent('−$124.50 (−50%) from the previous 7 days');
  expect(await within(chart('Prayer requests')).findByText('No change from the previous 7 days')).toBeInTheDocument();
  expect(await within(chart('Comments')).findByText('+3 from the previous 7 days')).toBeInTheDocument();
  expect(await screen.findByText('No activities in this period')).toBeInTheDocument();
  expect(calls(requests, '/api/users/statistic')).toEqual(['?period=week']);
});

it('says which chart failed in its place, keeps the others, and tries that one again', async () => {
  let fail = true;
  fakeApi({
    ...statisticRoutes(),
    'GET /api/givings/statistic': () =>
      fail
        ? new Response('Service unavailable', { status: 503 })
        : Response.json(statistic('week', [10, 0, 0, 0, 0, 0, 0], 0)),
    'GET /api/activities/for-period': activitiesApi([]),
  });
  renderPage();

  const givings = chart('Givings');
  // The shared client tries once more before giving up.
  const alert = await within(givings).findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('An error occured while fetching data for givings chart');
  for (const name of ['New members', 'Prayer requests', 'Comments']) {
    expect(within(chart(name)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(chart(name)).getByRole('table')).toBeInTheDocument();
  }
  expect(screen.getAllByRole('alert')).toHaveLength(1);

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(givings).findByText('+$10.00 from the previous 7 days')).toBeInTheDocument();
});

it('shows another period when it is switched, and keeps it in the URL', async () => {
  const requests = fakeApi({
    'GET /api/users/statistic': ({ query }) =>
      Response.json(query.get('period') === 'year' ? statistic('year', [5, 7], 1) : statistic('week', week, 2)),
    'GET /api/givings/statistic': json(statistic('week', week, 0)),
    'GET /api/requests/statistic': json(statistic('week', week, 0)),
    'GET /api/comments/statistic': json(statistic('week', week, 0)),
    'GET /api/activities/for-period': activitiesApi([activity(1)]),
  });
  renderPage();
  expect(await within(chart('New members')).findByText('4')).toBeInTheDocument();

  const period = screen.getByRole('group', { name: 'Period' });
  await userEvent.click(within(period).getByRole('button', { name: 'Year' }));

  expect(within(period).getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  expect(await within(chart('New members')).findByText('12')).toBeInTheDocument();
  expect(chart('New members')).toHaveTextContent('Last 12 months');
  expect(within(chart('New members')).getByRole('table', { name: 'New members, last 12 months' })).toBeInTheDocument();
  expect(calls(requests, '/api/users/statistic')).toEqual(['?period=week', '?period=year']);
  await waitFor(() =>
    expect(calls(requests, '/api/activities/for-period')).toContain('?period=year&skip=0&take=8&additionalSkip=0'),
  );
});

it('lists 8 activities with who did what, when and a link, and loads 8 more', async () => {
  const all = [
    activity(1, { kind: 'registration', actorName: 'Hannah Miller', subjectId: 'u-1', amount: null }),
    activity(2, { kind: 'comment', actorName: 'Daniel Okafor', subjectTitle: 'Sunday Worship', videoId: 12 }),
    activity(3, { kind: 'video', actorName: null, subjectId: '7', subjectTitle: 'Easter', amount: null }),
    ...Array.from({ length: 10 }, (_, index) => activity(index + 4)),
  ];
  const requests = fakeApi({ ...statisticRoutes(), 'GET /api/activities/for-period': activitiesApi(all) });
  renderPage();

  const list = await screen.findByRole('list');
  expect(entries()).toHaveLength(8);
  expect(within(list).getByRole('link', { name: 'Hannah Miller joined the church' })).toHaveAttribute(
    'href',
    '/dashboard/members?search=Hannah%20Miller',
  );
  expect(within(list).getByRole('link', { name: 'Daniel Okafor commented on “Sunday Worship”' })).toHaveAttribute(
    'href',
    '/videos/12',
  );
  expect(within(list).getByRole('link', { name: 'Video “Easter” uploaded' })).toHaveAttribute('href', '/videos/7');
  expect(within(list).getByRole('link', { name: 'Donor 4 gave $25.00' })).toHaveAttribute('href', '/dashboard/givings');
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\d{2}\.\d{2}\.2026 \d{2}:\d{2} (AM|PM)/);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(entries()).toHaveLength(13));
  expect(calls(requests, '/api/activities/for-period')).toEqual([
    '?period=week&skip=0&take=8&additionalSkip=0',
    '?period=week&after=past-8&skip=0&take=8&additionalSkip=0',
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it.each([
  ['past the last entry held', true, '?period=week&after=past-8&skip=0&take=8&additionalSkip=0'],
  ['by count, from an API without cursors', false, '?period=week&skip=8&take=8&additionalSkip=1'],
])(
  'deletes an activity after confirmation: it leaves at once and the next page (%s) neither repeats nor skips',
  async (_how, cursors, nextPage) => {
    const all = Array.from({ length: 20 }, (_, index) => activity(index + 1));
    const requests = fakeApi({
      ...statisticRoutes(),
      'GET /api/activities/for-period': activitiesApi(all, { cursors }),
      'DELETE /api/activities/2': () => {
        all.splice(1, 1);
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    await screen.findByRole('list');

    await userEvent.click(screen.getByRole('button', { name: 'Delete activity: Donor 2 gave $25.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this activity?' });
    expect(dialog).toHaveTextContent('Donor 2 gave $25.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Donor 1 gave $25.00', ...[3, 4, 5, 6, 7, 8].map((id) => `Donor ${id} gave $25.00`)]);
    // Removed from the cache, not fetched again.
    expect(calls(requests, '/api/activities/for-period')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(15));
    expect(calls(requests, '/api/activities/for-period').at(-1)).toBe(nextPage);
    expect(entries()).toEqual(
      [1, ...Array.from({ length: 14 }, (_, index) => index + 3)].map((id) => `Donor ${id} gave $25.00`),
    );
  },
);

it("says 'An error occured while deleting activity' and keeps the entry when deleting fails", async () => {
  fakeApi({
    ...statisticRoutes(),
    'GET /api/activities/for-period': activitiesApi([activity(1), activity(2)]),
    'DELETE /api/activities/1': () => new Response('Bad gateway', { status: 502 }),
  });
  renderPage();
  await screen.findByRole('list');
  await userEvent.click(screen.getByRole('button', { name: 'Delete activity: Donor 1 gave $25.00' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('An error occured while deleting activity')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(entries()).toEqual(['Donor 1 gave $25.00', 'Donor 2 gave $25.00']);
});

it("says 'An error occured while fetching data for recent activities table' while the charts still show", async () => {
  fakeApi({
    ...statisticRoutes(),
    'GET /api/activities/for-period': () => new Response('Service unavailable', { status: 503 }),
  });
  renderPage();

  const section = screen.getByRole('region', { name: 'Recent activities' });
  const alert = await within(section).findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('An error occured while fetching data for recent activities table');
  expect(within(chart('New members')).getByRole('table')).toBeInTheDocument();
});

/**
 * The browser's IntersectionObserver over a screen on which each card shows `inView` of itself
 * (by its heading's id); `scrollTo` changes that and tells the observers, as scrolling does.
 */
function fakeScreen(inView: Record<string, number>) {
  const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
  const entry = (element: Element) => {
    const intersectionRatio = inView[element.getAttribute('aria-labelledby') ?? ''] ?? 0;
    return { target: element, intersectionRatio, isIntersecting: intersectionRatio > 0 } as IntersectionObserverEntry;
  };
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.push({ element, callback: this.callback });
      setTimeout(() => act(() => this.callback([entry(element)], this as unknown as IntersectionObserver)), 0);
    }
    disconnect() {
      for (let index = watched.length - 1; index >= 0; index -= 1) {
        if (watched[index]!.callback === this.callback) watched.splice(index, 1);
      }
    }
  }
  Object.assign(globalThis, { IntersectionObserver: Observer });
  return {
    scrollTo(id: string, ratio: number) {
      inView[id] = ratio;
      for (const { element, callback } of watched.filter(
        (watch) => watch.element.getAttribute('aria-labelledby') === id,
      )) {
        callback([entry(element)], {} as IntersectionObserver);
      }
    },
    remove: () => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}

it("draws a phone's first chart, and the next one only once half its card is on screen", async () => {
  // A phone's first screen: the first card whole, the top of the second (its title, total and
  // the chart box's first 40 px), nothing of the others.
  const screenNow = fakeScreen({ 'chart-members': 1, 'chart-givings': 0.2 });
  fakeApi({ ...statisticRoutes(), 'GET /api/activities/for-period': activitiesApi([]) });
  renderPage();

  // A turn left by an earlier test's card (unmounted while its chart's code loaded) may hold
  // the queue up to its limit (idle-turns.ts, 5 s).
  await waitFor(() => expect(mockDrawnIn).toEqual(['chart-members']), { timeout: 6_000 });
  expect(await within(chart('Givings')).findByText('$125.50')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mockDrawnIn).toEqual(['chart-members']);

  act(() => screenNow.scrollTo('chart-givings', 0.6));
  await waitFor(() => expect(mockDrawnIn).toEqual(['chart-members', 'chart-givings']), { timeout: 6_000 });
  screenNow.remove();
}, 20_000);
