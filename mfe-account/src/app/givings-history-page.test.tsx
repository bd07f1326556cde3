import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { GivingHistoryItem } from '@church/contracts';
import { closeModal, useModalStore } from '@church/modals';
import { QueryProvider, queryClient } from '@church/query';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json, type RecordedRequest, testSession } from '@church/testing';
import GivingsHistoryPage from './givings-history-page';

const refundInfo = 'Refund process ussualy takes 5-10 business days';

const dayMs = 24 * 60 * 60 * 1000;
/** As the API answers: a paid online gift may be refunded by its giver until the church's window closes. */
const inWindow = () => new Date(Date.now() + 30 * dayMs).toISOString();

function gift(id: number, overrides: Partial<GivingHistoryItem> = {}): GivingHistoryItem {
  return {
    id,
    givingId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    amount: 25,
    givingTypeName: 'Tithe',
    isRefunded: false,
    // Midday UTC: the same calendar day in every zone the tests may run in.
    creationDate: '2026-03-07T12:00:00Z',
    paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
    refundableUntil: inWindow(),
    ...overrides,
  };
}

const tithe = gift(1, { amount: 1250.5 });
const missions = gift(2, {
  amount: 40,
  givingTypeName: 'Missions',
  isRefunded: true,
  creationDate: '2026-02-14T12:00:00Z',
  refundableUntil: null,
  paymentMethod: { kind: 'card', brand: 'mastercard', last4: '4444' },
});
const building = gift(3, {
  amount: 100,
  givingTypeName: 'Building fund',
  creationDate: '2026-01-04T12:00:00Z',
  paymentMethod: { kind: 'offline', method: 'check' },
  refundableUntil: null,
});

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{pathname + search}</output>;
}

function renderPage(url = '/account/givings-history') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {/* The area around a page provides the query cache. */}
      <QueryProvider>
        <GivingsHistoryPage area="account" />
      </QueryProvider>
      <CurrentUrl />
      <Toaster />
    </MemoryRouter>,
  );
}

/** No gift waits for its bank account's micro-deposits (decision 0109; its own tests are @church/ui's). */
const noBankVerifications = { 'GET /api/bank-verifications/current': json([]) };

const historyRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/givings/history/current');

/** The body rows of the table, each as the texts of its cells. */
function rowTexts() {
  const [, ...rows] = within(screen.getByRole('table', { name: 'Your gifts' })).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

function rowOf(text: string) {
  const row = screen.getByRole('cell', { name: text }).closest('tr');
  if (!row) throw new Error(`No row holds ${text}`);
  return row;
}

beforeEach(() => {
  setSession(testSession());
});

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
  closeModal();
});

it("lists the member's gifts: date, amount, giving type, how each was paid and whether it was refunded", async () => {
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 3, entities: [tithe, missions, building] }),
  });
  renderPage();

  expect(await screen.findByRole('cell', { name: '$1,250.50' })).toBeInTheDocument();
  const paidWith = expect.any(String);
  expect(rowTexts()).toEqual([
    ['03.07.2026', '$1,250.50', 'Tithe', paidWith, 'Paid', 'Refund $1,250.50 to Tithe on 03.07.2026'],
    ['02.14.2026', '$40.00', 'Missions', paidWith, 'Refunded', ''],
    // Cash, checks and mail never went through the gateway: nothing to refund online.
    ['01.04.2026', '$100.00', 'Building fund', paidWith, 'Paid', ''],
  ]);
  // How each was paid, as a screen reader reads it: the brand mark is named.
  expect(within(rowOf('Tithe')).getByRole('cell', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  expect(within(rowOf('Missions')).getByRole('cell', { name: 'Mastercard ending in 4444' })).toBeInTheDocument();
  expect(within(rowOf('Building fund')).getByRole('cell', { name: 'Offline' })).toBeInTheDocument();
  expect(within(rowOf('Missions')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rowOf('Building fund')).queryByRole('button')).not.toBeInTheDocument();
  expect(historyRequests(requests).map((request) => request.search)).toEqual(['?skip=0&take=6']);
  // Everything fits on one page: no pager.
  expect(screen.queryByRole('navigation', { name: 'Givings history pages' })).not.toBeInTheDocument();
});

it("names a card it has no mark for 'Unknown brand', and a card not recorded 'Card'", async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({
      count: 2,
      entities: [
        gift(1, { paymentMethod: { kind: 'card', brand: 'eftpos_au', last4: '0005' } }),
        gift(2, { givingTypeName: 'Missions', paymentMethod: null }),
      ],
    }),
  });
  renderPage();

  expect(await screen.findByRole('cell', { name: 'Unknown brand ending in 0005' })).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(within(rowOf('Missions')).getByRole('cell', { name: 'Card' })).toBeInTheDocument();
  // An online gift whose card was not recorded is still refundable.
  expect(within(rowOf('Missions')).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
});

it("offers no refund once the church's refund window has closed or a year-end statement covering the gift was sent", async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({
      count: 3,
      entities: [
        gift(1),
        // The server answers null once the window closed or a statement was sent.
        gift(2, { givingTypeName: 'Missions', refundableUntil: null }),
        // The window closed while the page was open (the list is cached for a while).
        gift(3, { givingTypeName: 'Building fund', refundableUntil: new Date(Date.now() - 60_000).toISOString() }),
      ],
    }),
  });
  renderPage();

  await screen.findByRole('cell', { name: 'Tithe' });
  expect(within(rowOf('Tithe')).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
  expect(within(rowOf('Missions')).getByText('Paid')).toBeInTheDocument();
  expect(within(rowOf('Missions')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rowOf('Building fund')).queryByRole('button')).not.toBeInTheDocument();
});

it('says so instead of loading forever when the answer does not match the contract', async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 1, entities: [{ ...tithe, amount: 'a lot' }] }),
  });
  renderPage();

  // The shared client tries once more before giving up.
  const panel = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(panel).toHaveTextContent('Failed to get givings history');
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

it('shows a skeleton while the first page loads', async () => {
  let answer: (response: Response) => void = () => undefined;
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderPage();

  expect(screen.getByRole('table', { name: 'Your gifts' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await waitFor(() => expect(historyRequests(requests)).toHaveLength(1));
  answer(Response.json({ count: 1, entities: [tithe] }));
  expect(await screen.findByRole('cell', { name: 'Tithe' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Your gifts' })).not.toHaveAttribute('aria-busy');
});

it('asks for the second page with skip=6 and keeps ?page=2 in the URL', async () => {
  const firstPage = Array.from({ length: 6 }, (_, index) => gift(10 - index));
  const secondPage = [gift(4, { givingTypeName: 'Building fund' }), gift(3, { givingTypeName: 'Youth camp' })];
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': ({ query }) =>
      Response.json({ count: 8, entities: query.get('skip') === '6' ? secondPage : firstPage }),
  });
  // jsdom has no scrolling; the pager scrolls a new page to the top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const { unmount } = renderPage();
  await screen.findAllByRole('cell', { name: 'Tithe' });
  expect(rowTexts()).toHaveLength(6);

  const pager = screen.getByRole('navigation', { name: 'Givings history pages' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));

  expect(await screen.findByRole('cell', { name: 'Building fund' })).toBeInTheDocument();
  expect(rowTexts()).toHaveLength(2);
  expect(historyRequests(requests).at(-1)?.search).toBe('?skip=6&take=6');
  expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('/account/givings-history?page=2');
  expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  unmount();

  // A reload (or a shared link) opens the same page.
  queryClient.clear();
  renderPage('/account/givings-history?page=2');
  expect(await screen.findByRole('cell', { name: 'Youth camp' })).toBeInTheDocument();
  expect(historyRequests(requests).at(-1)?.search).toBe('?skip=6&take=6');
});

it('refunds a gift after confirmation and shows it refunded at once, offering no second refund', async () => {
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 2, entities: [tithe, missions] }),
    // Cached under the history's key too, though it is no page of gifts.
    'GET /api/pledges/current': json({ pledges: [], openCampaigns: [] }),
    'PUT /api/givings/refund': () => new Response(null, { status: 204 }),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Refund \$1,250\.50/ }));

  const dialog = screen.getByRole('dialog', { name: 'Refund this gift?' });
  expect(dialog).toHaveTextContent('$1,250.50 to Tithe on 03.07.2026');
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

  expect(await screen.findByText(refundInfo)).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
    { givingDetailId: 1 },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(rowOf('Tithe')).getByText('Refunded')).toBeInTheDocument();
  expect(within(rowOf('Tithe')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  // The row changed in the cache; the page was not fetched again, the pledges were.
  expect(historyRequests(requests)).toHaveLength(1);
  await waitFor(() => expect(requests.filter((request) => request.path === '/api/pledges/current')).toHaveLength(2));
});

it('sends nothing when the member cancels the refund', async () => {
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 1, entities: [tithe] }),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Refund/ }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  expect(within(rowOf('Tithe')).getByText('Paid')).toBeInTheDocument();
});

it("says 'Failed to request refund' when the refund fails, and leaves the gift refundable", async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 1, entities: [tithe] }),
    // A gateway in front of the API answered: no message of ours to show.
    'PUT /api/givings/refund': () => new Response('Bad gateway', { status: 502 }),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Refund/ }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

  expect(await screen.findByText('Failed to request refund')).toBeInTheDocument();
  expect(screen.queryByText(refundInfo)).not.toBeInTheDocument();
  // The dialog stays for another try; cancelling it leaves the gift as it was.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(within(rowOf('Tithe')).getByText('Paid')).toBeInTheDocument();
  expect(within(rowOf('Tithe')).getByRole('button', { name: /^Refund/ })).toBeEnabled();
});

it("shows the API's own reason once instead of adding a second toast", async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 1, entities: [tithe] }),
    'PUT /api/givings/refund': json({ errors: ['This gift is already refunded'] }, 400),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Refund/ }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }));

  expect(await screen.findByText('This gift is already refunded')).toBeInTheDocument();
  // onError runs after the client's toast: give it the chance to add a second one.
  await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' })).toBeEnabled());
  expect(screen.queryByText('Failed to request refund')).not.toBeInTheDocument();
});

it("says 'No gifts yet' and offers the giving dialog when there are no gifts", async () => {
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 0, entities: [] }),
  });
  renderPage();

  expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Give' }));
  expect(useModalStore.getState().current?.id).toBe('giving-menu');
});

it('says so when the gifts cannot be loaded, and tries again', async () => {
  let fail = true;
  fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': () =>
      fail ? new Response('Service unavailable', { status: 503 }) : Response.json({ count: 1, entities: [tithe] }),
  });
  renderPage();

  // The shared client tries once more before giving up.
  const panel = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(panel).toHaveTextContent('Failed to get givings history');
  fail = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('cell', { name: 'Tithe' })).toBeInTheDocument();
});

it("shows the chosen year's total and downloads that year's statement under the name the API gives it", async () => {
  const thisYear = new Date().getFullYear();
  const lastYear = String(thisYear - 1);
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:statement');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const requests = fakeApi({
    ...noBankVerifications,
    'GET /api/givings/history/current': json({ count: 1, entities: [tithe] }),
    'GET /api/givings/statement/current': ({ query }) =>
      Response.json({ year: Number(query.get('year')), total: query.get('year') === lastYear ? 1290.5 : 0 }),
    'GET /api/givings/statement/current/pdf': () =>
      new Response('%PDF-1.7', {
        headers: { 'content-disposition': `attachment; filename="contribution-statement-${lastYear}.pdf"` },
      }),
  });
  renderPage();

  // Nothing given this year: nothing to download.
  expect(await screen.findByText(`Given in ${thisYear}: $0.00`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Download the ${thisYear} statement` })).toBeDisabled();

  await userEvent.selectOptions(screen.getByLabelText('Year'), lastYear);
  expect(await screen.findByText(`Given in ${lastYear}: $1,290.50`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `Download the ${lastYear} statement` }));
  await waitFor(() => expect(saved).toEqual([`contribution-statement-${lastYear}.pdf`]));
  expect(
    requests
      .filter((request) => request.path === '/api/givings/statement/current/pdf')
      .map((request) => request.search),
  ).toEqual([`?year=${lastYear}`]);
});
