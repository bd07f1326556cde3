import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { AllGivingHistoryItem } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import GivingsPage from './givings-page';

function gift(id: number, overrides: Partial<AllGivingHistoryItem> = {}): AllGivingHistoryItem {
  return {
    id,
    givingId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    amount: 25,
    givingTypeName: 'Tithe',
    isRefunded: false,
    // Midday UTC: the same calendar day in every zone the tests may run in.
    creationDate: '2026-03-07T12:00:00Z',
    paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
    donorName: 'Daniel Okafor',
    donorEmail: 'member@example.com',
    donorKind: 'member',
    kind: 'one-time',
    ...overrides,
  };
}

const online = gift(1, { amount: 1250.5 });
const check = gift(2, {
  amount: 40,
  givingTypeName: 'Missions',
  creationDate: '2026-03-01T12:00:00Z',
  paymentMethod: { kind: 'offline', method: 'check', checkNumber: '1042' },
  donorName: 'Margaret Ellis',
  donorEmail: null,
  donorKind: 'guest',
  kind: 'offline',
});
const anonymous = gift(3, {
  donorName: 'Linda Park',
  donorEmail: 'linda.park@example.org',
  donorKind: 'guest',
  kind: 'anonymous',
  isRefunded: true,
});
const orphan = gift(4, {
  donorName: 'Deleted member',
  donorEmail: null,
  donorKind: 'deleted',
  givingTypeName: 'Benevolence',
});
const types = [
  { id: 1, name: 'Tithe' },
  { id: 2, name: 'Missions' },
];

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPage(routes: Record<string, Answer> = {}, url = '/dashboard/givings') {
  const requests = fakeApi({
    'GET /api/givings/history': json({ count: 9, entities: [online, check, anonymous, orphan] }),
    'GET /api/givingTypes': json(types),
    'GET /api/paginated-givingTypes': json({ count: 2, entities: types }),
    ...routes,
  });
  renderAreaPage(<GivingsPage area={url.startsWith('/account') ? 'account' : 'dashboard'} />, url);
  return requests;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists every gift: date, donor, amount, giving type, how it was paid and whether it was refunded', async () => {
  const requests = openPage();
  expect(await screen.findByRole('heading', { name: 'Givings History' })).toBeInTheDocument();
  await screen.findByText('Margaret Ellis');

  expect(cellTexts(rowOf('Margaret Ellis'))).toEqual([
    '03.01.2026',
    'Margaret Ellis',
    '$40.00',
    'Missions',
    'Check #1042',
    'Paid',
    'Delete $40.00 to Missions from Margaret Ellis on 03.01.2026',
  ]);
  expect(within(rowOf('Linda Park')).getByText('linda.park@example.org')).toBeInTheDocument();
  expect(within(rowOf('Linda Park')).getByText('Refunded')).toBeInTheDocument();
  expect(within(rowOf('Linda Park')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rowOf('Deleted member')).getByRole('cell', { name: 'Benevolence' })).toBeInTheDocument();
  expect(within(rowOf('$1,250.50')).getByRole('button', { name: /^Refund \$1,250\.50/ })).toBeInTheDocument();
  expect(calls(requests, 'GET /api/givings/history').map((request) => request.search)).toEqual(['?skip=0&take=5']);
  expect(screen.getByRole('navigation', { name: 'Gift pages' })).toBeInTheDocument();
});

it('filters by days and giving type, keeping them in the URL with the page', async () => {
  const requests = openPage({}, '/dashboard/givings?page=2');
  await screen.findByText('Margaret Ellis');
  await screen.findByRole('option', { name: 'Missions' });

  await userEvent.selectOptions(screen.getByLabelText('Giving type'), 'Missions');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('/dashboard/givings?type=2'),
  );
  await waitFor(() => expect(calls(requests, 'GET /api/givings/history').at(-1)?.query.get('givingTypeId')).toBe('2'));
  expect(calls(requests, 'GET /api/givings/history').at(-1)?.query.get('skip')).toBe('0');

  await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
  await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(
      '/dashboard/givings?type=2&from=2026-03-01&to=2026-03-31',
    ),
  );
  const last = calls(requests, 'GET /api/givings/history').at(-1);
  // The days run from the first's midnight to the midnight after the last, on the church's clock
  // (daylight saving begins between them).
  expect(last?.query.get('from')).toBe('2026-03-01T06:00:00.000Z');
  expect(last?.query.get('to')).toBe('2026-04-01T05:00:00.000Z');

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/dashboard\/givings$/);
});

it('deletes an offline gift after confirmation, and the list loads again', async () => {
  const requests = openPage({
    [`DELETE /api/givings/offline/${check.givingId}`]: () => new Response(null, { status: 204 }),
  });
  await screen.findByText('Margaret Ellis');
  await userEvent.click(within(rowOf('Margaret Ellis')).getByRole('button', { name: /^Delete/ }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this gift?' });
  expect(dialog).toHaveTextContent('$40.00 to Missions from Margaret Ellis on 03.01.2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(calls(requests, `DELETE /api/givings/offline/${check.givingId}`)).toHaveLength(1));
  await waitFor(() => expect(calls(requests, 'GET /api/givings/history')).toHaveLength(2));
});

it('lets an admin refund an online gift, marked refunded at once', async () => {
  const requests = openPage({ 'PUT /api/givings/refund': () => new Response(null, { status: 204 }) });
  await screen.findByText('Margaret Ellis');
  await userEvent.click(screen.getByRole('button', { name: /^Refund \$1,250\.50/ }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Refund this gift?' })).getByRole('button', { name: 'Refund' }),
  );

  expect(await screen.findByText('Refund process ussualy takes 5-10 business days')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/givings/refund').map((request) => request.body)).toEqual([{ givingDetailId: 1 }]);
  await waitFor(() => expect(within(rowOf('$1,250.50')).getByText('Refunded')).toBeInTheDocument());
});

it('offers no refund to a member with the Givings action, under the account title', async () => {
  setSession(testSession({ allowedActions: ['Givings'] }));
  openPage({}, '/account/givings-settings');
  expect(await screen.findByRole('heading', { name: 'Givings Settings' })).toBeInTheDocument();
  await screen.findByText('Margaret Ellis');
  expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  expect(within(rowOf('Margaret Ellis')).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
});

it('says so when the gifts cannot be loaded', async () => {
  openPage({ 'GET /api/givings/history': () => new Response('Service unavailable', { status: 503 }) });
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to get givings history');
});
