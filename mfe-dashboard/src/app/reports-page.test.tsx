import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { DonorTotals, GiftsReport, StatementJob } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import ReportsPage from './reports-page';

const types = [
  { id: 1, name: 'Tithe' },
  { id: 2, name: 'Missions' },
];
const donor = (n: number, overrides: Partial<DonorTotals> = {}): DonorTotals => ({
  donorKey: `donor${n}@example.com`,
  name: `Donor ${String(n).padStart(2, '0')}`,
  email: `donor${n}@example.com`,
  giftCount: 1,
  byType: [{ givingTypeId: 1, amount: 10 * n }],
  total: 10 * n,
  ...overrides,
});
const ruth = donor(1, {
  name: 'Ruth Miller',
  donorKey: 'ruth@example.com',
  email: 'ruth@example.com',
  giftCount: 2,
  byType: [
    { givingTypeId: 1, amount: 100 },
    { givingTypeId: 2, amount: 25.5 },
  ],
  total: 125.5,
});
const walter = donor(2, { name: 'Walter Hughes', donorKey: 'name:walter hughes', email: null, total: 40 });
const firstPage = [ruth, walter, ...[3, 4, 5, 6, 7, 8].map((n) => donor(n))];
const report = (entities: DonorTotals[]): GiftsReport => ({
  count: 10,
  entities,
  givingTypes: types,
  totals: {
    byType: [
      { givingTypeId: 1, amount: 1500 },
      { givingTypeId: 2, amount: 34.56 },
    ],
    online: 1234.56,
    offline: 300,
    overall: 1534.56,
  },
});
const events = {
  timeZone: 'America/Chicago',
  months: [
    {
      month: '2026-03',
      events: [
        // 13:30 UTC is 08:30 AM in Chicago (CDT) whatever zone the test runs in.
        {
          id: 1,
          title: 'Men’s Breakfast',
          location: 'Fellowship Hall',
          groupName: 'Men',
          startDate: '2026-03-14T13:30:00Z',
          endDate: '2026-03-14T15:00:00Z',
        },
      ],
    },
    {
      month: '2026-04',
      events: [
        {
          id: 2,
          title: 'Easter Service',
          location: 'Sanctuary',
          groupName: null,
          startDate: '2026-04-05T15:00:00Z',
          endDate: '2026-04-05T16:30:00Z',
        },
      ],
    },
  ],
};
const running: StatementJob = {
  id: 7,
  year: new Date().getFullYear() - 1,
  status: 'running',
  total: 12,
  processed: 5,
  sent: 4,
  alreadySent: 1,
  withoutEmail: 0,
  createdAt: '2026-01-05T12:00:00Z',
  finishedAt: null,
};

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

const range = '?start=2026-03-01&end=2026-04-30';

function openPage(routes: Record<string, Answer> = {}, url = `/dashboard/reports${range}`) {
  const requests = fakeApi({
    'POST /api/givings/report-html': (request) =>
      Response.json(report((request.body as { skip: number }).skip === 0 ? firstPage : [donor(9), donor(10)])),
    'POST /api/events/report-html': json(events),
    'GET /api/givings/year-end-statements': json(null),
    ...routes,
  });
  renderAreaPage(<ReportsPage area={url.startsWith('/account') ? 'account' : 'dashboard'} />, url);
  return requests;
}

const donorsTable = () => screen.getByRole('table', { name: 'Donors' });
const rowOf = (text: string) => within(donorsTable()).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("shows the period's grand totals and its donors 8 a page, with their totals by giving type", async () => {
  const requests = openPage();
  expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
  await screen.findByText('Ruth Miller');

  const totals = screen.getByLabelText('Totals');
  expect(within(totals).getByText('Grand total').nextSibling).toHaveTextContent('$1,534.56');
  expect(within(totals).getByText('Online').nextSibling).toHaveTextContent('$1,234.56');
  expect(within(totals).getByText('Offline').nextSibling).toHaveTextContent('$300.00');
  expect(within(totals).getByText('Missions').nextSibling).toHaveTextContent('$34.56');
  expect(within(donorsTable()).getAllByRole('row')).toHaveLength(9);
  expect(
    within(rowOf('Ruth Miller'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['$100.00', '$25.50', '$125.50']));
  expect(rowOf('Ruth Miller')).toHaveTextContent('2 gifts');
  expect(calls(requests, 'POST /api/givings/report-html')[0]?.body).toEqual({
    startDate: '2026-03-01',
    endDate: '2026-04-30',
    skip: 0,
    take: 8,
  });

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Donor pages' })).getByRole('button', { name: /2/ }),
  );
  await screen.findByText('Donor 09');
  expect(calls(requests, 'POST /api/givings/report-html').at(-1)?.body).toMatchObject({ skip: 8, take: 8 });
  expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(`/dashboard/reports${range}&page=2`);
});

it("lists the period's events by month, at the church's time", async () => {
  openPage();
  expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
  const march = screen.getByRole('table', { name: 'Events in March 2026' });
  const row = within(march).getByRole('rowheader', { name: 'Men’s Breakfast' }).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('03.14.2026');
  expect(row).toHaveTextContent('08:30 AM – 10:00 AM');
  expect(row).toHaveTextContent('Fellowship Hall');
  expect(screen.getByRole('table', { name: 'Events in April 2026' })).toHaveTextContent('Easter Service');
});

it('checks the days before asking, and keeps what was typed', async () => {
  const requests = openPage({}, '/dashboard/reports');
  expect(await screen.findByText('Choose a period to see its gifts and events.')).toBeInTheDocument();
  const start = screen.getByLabelText('Start date');
  const end = screen.getByLabelText('End date');
  await userEvent.clear(start);
  await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
  expect(await screen.findByText('Start date is required')).toBeInTheDocument();

  await userEvent.type(start, '2026-05-02');
  await userEvent.clear(end);
  await userEvent.type(end, '2026-05-01');
  await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
  expect(await screen.findByText('Start date cannot be after end date')).toBeInTheDocument();
  expect(start).toHaveValue('2026-05-02');
  expect(calls(requests, 'POST /api/givings/report-html')).toHaveLength(0);

  await userEvent.clear(end);
  await userEvent.type(end, '2026-05-31');
  await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(
      '/dashboard/reports?start=2026-05-02&end=2026-05-31',
    ),
  );
  await screen.findByText('Ruth Miller');
});

it("opens a donor's gifts and e-mails the tax receipt", async () => {
  const requests = openPage({
    'POST /api/givings/report-details': json({
      donor: {
        donorKey: ruth.donorKey,
        name: 'Ruth Miller',
        email: 'ruth@example.com',
        address: '12 Elm St, Wichita, Kansas 67202',
      },
      gifts: [
        { id: 1, paidAt: '2026-03-08T17:30:00Z', givingTypeName: 'Tithe', amount: 100, method: 'Card' },
        { id: 2, paidAt: '2026-04-12T17:30:00Z', givingTypeName: 'Missions', amount: 25.5, method: 'Check #1042' },
      ],
      total: 125.5,
    }),
    'POST /api/givings/tax-receipt': json({ sentTo: 'ruth@example.com' }),
  });
  await screen.findByText('Ruth Miller');
  expect(within(rowOf('Walter Hughes')).getByRole('button', { name: /^Send tax receipt/ })).toBeDisabled();

  await userEvent.click(within(rowOf('Ruth Miller')).getByRole('button', { name: 'Details of Ruth Miller' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ruth Miller' });
  expect(await within(dialog).findByText('Check #1042')).toBeInTheDocument();
  expect(within(dialog).getByText('12 Elm St, Wichita, Kansas 67202', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByRole('row', { name: /Total/ })).toHaveTextContent('$125.50');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Send tax receipt' }));
  expect(await screen.findByText('Tax receipt email has been delivered to user!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/givings/tax-receipt').map((request) => request.body)).toEqual([
    { startDate: '2026-03-01', endDate: '2026-04-30', donorKey: 'ruth@example.com' },
  ]);
});

it('downloads the gifts PDF under the name the API gives it', async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const requests = openPage({
    'GET /api/givings/report-pdf': () =>
      new Response('%PDF-1.7', {
        headers: { 'content-disposition': 'attachment; filename="gifts-2026-03-01-to-2026-04-30.pdf"' },
      }),
  });
  await screen.findByText('Ruth Miller');
  await userEvent.click(screen.getByRole('button', { name: 'Download gifts PDF' }));
  await waitFor(() => expect(saved).toEqual(['gifts-2026-03-01-to-2026-04-30.pdf']));
  expect(calls(requests, 'GET /api/givings/report-pdf')[0]?.search).toBe('?startDate=2026-03-01&endDate=2026-04-30');
});

it("says so when a report or its PDF can't be made", async () => {
  openPage({
    'POST /api/givings/report-html': () => new Response('Service unavailable', { status: 503 }),
    'GET /api/events/report-pdf': () => new Response('Service unavailable', { status: 503 }),
  });
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to generate report');
  expect(screen.getAllByText('Failed to generate report').length).toBeGreaterThan(1);
  await userEvent.click(screen.getByRole('button', { name: 'Download events PDF' }));
  expect(await screen.findByText('Failed to generate pdf report')).toBeInTheDocument();
});

it("starts the year-end statements after a confirmation and follows the job's progress", async () => {
  let latest: StatementJob | null = null;
  const requests = openPage({
    'GET /api/givings/year-end-statements': () => Response.json(latest),
    'POST /api/givings/year-end-statements': () => {
      latest = { ...running, status: 'done', processed: 12, sent: 11, finishedAt: '2026-01-05T12:01:00Z' };
      return Response.json(running, { status: 202 });
    },
  });
  expect(await screen.findByText(`No statements sent for ${running.year} yet.`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send year-end statements' }));
  const confirm = screen.getByRole('dialog', { name: `Send the ${running.year} statements?` });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Send statements' }));

  expect(await screen.findByText('Sending: 5 of 12 donors')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Year-end statements progress' })).toHaveAttribute('value', '5');
  expect(calls(requests, 'POST /api/givings/year-end-statements').map((request) => request.body)).toEqual([
    { year: running.year },
  ]);
  // The job is polled until it is done.
  expect(await screen.findByText('Finished: 12 donors', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText(/11 sent · 1 already had theirs/)).toBeInTheDocument();
});
