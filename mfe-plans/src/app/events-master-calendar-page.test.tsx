import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { CalendarEvent, CalendarEventDetail } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, testSession, type RecordedRequest } from '@church/testing';
import EventsMasterCalendarPage from './events-master-calendar-page';

// Each case clicks through several months and a dialog: slow on a busy machine.
jest.setTimeout(20_000);

// Times are UTC instants; the page shows them on the church's clock (America/Chicago, CDT from
// March 10, 2030), whatever zone the test runs in.
const choir: CalendarEvent = {
  id: 7,
  title: 'Choir rehearsal',
  location: 'Sanctuary',
  startDate: '2030-03-12T00:30:00Z', // 7:30 PM on Monday, March 11
  endDate: '2030-03-12T02:00:00Z',
  isPublic: false,
  groupId: 3,
  groupName: 'Sanctuary Choir',
  groupTypeName: 'Worship',
  colorTheme: 'blue',
};
const latePrayer: CalendarEvent = {
  ...choir,
  id: 8,
  title: 'Late prayer',
  startDate: '2030-04-01T04:30:00Z', // 11:30 PM on Sunday, March 31
  endDate: '2030-04-01T04:55:00Z',
  isPublic: true,
  groupId: null,
  groupName: null,
  groupTypeName: null,
  colorTheme: 'gray',
};
const aprilBreakfast: CalendarEvent = {
  ...latePrayer,
  id: 9,
  title: 'April breakfast',
  startDate: '2030-04-01T13:00:00Z', // 8:00 AM on Monday, April 1
  endDate: '2030-04-01T14:30:00Z',
};
const choirDetail: CalendarEventDetail = {
  ...choir,
  body: 'Bring your Messiah score.',
  leaderName: 'Ruth Lindqvist',
};

function calendarApi() {
  return fakeApi({
    'GET /api/events/by-month': ({ query }) =>
      Response.json(
        query.get('month') === '3'
          ? [choir, latePrayer]
          : query.get('month') === '4'
            ? [latePrayer, aprilBreakfast]
            : [],
      ),
    'GET /api/events/detailed': ({ query }) =>
      query.get('id') === '7'
        ? Response.json(choirDetail)
        : Response.json({ errors: ['Event not found'] }, { status: 404 }),
  });
}

function CurrentUrl() {
  const { search } = useLocation();
  return <output aria-label="current url">{search}</output>;
}

function renderPage(url = '/dashboard/events-master-calendar?month=3&year=2030') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryProvider>
        <EventsMasterCalendarPage area="dashboard" />
      </QueryProvider>
      <CurrentUrl />
      <Toaster />
    </MemoryRouter>,
  );
}

const cell = (day: string) => screen.getByRole('cell', { name: new RegExp(`^${day}(?!\\d)`) });
const months = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/events/by-month').map((request) => request.search);

function phoneScreen(matches: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const realTimers: FakeableAPI[] = [
  'nextTick',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
  'queueMicrotask',
  'hrtime',
  'performance',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
];

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("shows each event in its day's cell on the church's clock, coloured by its group type", async () => {
  const requests = calendarApi();
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Master Calendar' })).toBeInTheDocument();
  const grid = screen.getByRole('table', { name: 'March 2030' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['SunSunday', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday']);
  const rehearsal = await within(cell('Monday, March 11')).findByRole('button', { name: '07:30 PM Choir rehearsal' });
  expect(rehearsal).toHaveStyle({ background: '#dbe8fb', color: '#123a73' });
  expect(rehearsal).toHaveAccessibleDescription('Monday, March 11');
  // 11:30 PM in Chicago is already April 1 in UTC: it stays on March 31.
  expect(within(cell('Sunday, March 31')).getByRole('button', { name: '11:30 PM Late prayer' })).toBeInTheDocument();
  expect(within(cell('Tuesday, March 12')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Group types this month' })).toHaveTextContent('WorshipNo group');
  expect(months(requests)).toEqual(['?month=3&year=2030']);
});

it('moves to the next month, previous month and today, keeping the month in the URL', async () => {
  // Only the clock is fixed ("today" is March 20, 2030); timers and ticks run for real.
  jest.useFakeTimers({ now: new Date('2030-03-20T18:00:00Z'), doNotFake: realTimers });
  // The session's token must not look expired at that date.
  setSession(testSession({ roles: ['Admin'] }));
  try {
    const requests = calendarApi();
    renderPage();
    await within(cell('Monday, March 11')).findByRole('button', { name: /Choir rehearsal/ });
    expect(cell('Wednesday, March 20')).toHaveAttribute('aria-current', 'date');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('?month=4&year=2030');
    expect(
      await within(cell('Monday, April 1')).findByRole('button', { name: '08:00 AM April breakfast' }),
    ).toBeInTheDocument();
    // An event of another month's last night is not repeated in this month's cells.
    expect(screen.queryByRole('button', { name: /Late prayer/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'February 2030' })).toBeInTheDocument();
    expect(await screen.findByText('No events this month.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('table', { name: 'March 2030' })).toBeInTheDocument();
    expect(months(requests)).toEqual(['?month=3&year=2030', '?month=4&year=2030', '?month=2&year=2030']);
  } finally {
    jest.useRealTimers();
  }
});

it("opens an event's details with its group, leader and the group's feed", async () => {
  calendarApi();
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: '07:30 PM Choir rehearsal' }));

  const dialog = await screen.findByRole('dialog', { name: 'Choir rehearsal' });
  expect(await within(dialog).findByText('03.11.2030 07:30 PM – 09:00 PM')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('WhereSanctuary');
  expect(dialog).toHaveTextContent('GroupSanctuary Choir (Worship)');
  expect(dialog).toHaveTextContent('LeaderRuth Lindqvist');
  expect(dialog).toHaveTextContent('VisibilityPrivate');
  expect(dialog).toHaveTextContent('Bring your Messiah score.');
  expect(within(dialog).getByRole('textbox', { name: 'Sanctuary Choir public events feed' })).toHaveValue(
    'http://localhost/api/calendar/groups/3.ics',
  );

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says so in the dialog when the details cannot be read', async () => {
  calendarApi();
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: '11:30 PM Late prayer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Late prayer' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to get event details');
});

it('lists the days with events on a phone', async () => {
  phoneScreen(true);
  calendarApi();
  renderPage();

  const days = await screen.findByRole('list', { name: 'March 2030' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const items = within(days)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === days);
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Monday, March 11',
    'Sunday, March 31',
  ]);
  await userEvent.click(within(items[0]!).getByRole('button', { name: '07:30 PM Choir rehearsal' }));
  expect(await screen.findByRole('dialog', { name: 'Choir rehearsal' })).toBeInTheDocument();
});

it('offers the public feed to copy, with steps for each calendar app', async () => {
  calendarApi();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage();

  const box = screen.getByRole('region', { name: 'Subscribe' });
  expect(within(box).getByRole('textbox', { name: 'Public events feed' })).toHaveValue(
    'http://localhost/api/calendar/public.ics',
  );
  expect(box).toHaveTextContent(/Google Calendar.*Apple Calendar.*Outlook/);
  expect(within(box).getByRole('link', { name: 'open it in Apple Calendar' })).toHaveAttribute(
    'href',
    'webcal://localhost/api/calendar/public.ics',
  );
  await userEvent.click(within(box).getByRole('button', { name: 'Copy Public events feed' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/api/calendar/public.ics');
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('table', { name: 'March 2030' })).toBeInTheDocument());
});
