import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { queryClient, sharedKeys } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { OfflineGivingForm } from './offline-giving-form';
import { today } from './offline-giving-schema';

const types = [
  { id: 1, name: 'Tithe' },
  { id: 2, name: 'Missions' },
];
const daniel = {
  id: '6f1c2a1e-9a55-4a43-9a2f-3c1b1d0c9e01',
  firstName: 'Daniel',
  lastName: 'Okafor',
  email: 'member@example.com',
  photoUrl: null,
  role: null,
  creationDate: '2025-09-14T12:00:00Z',
};
const created = { id: '6f1c2a1e-9a55-4a43-9a2f-3c1b1d0c9e99', amount: 40, status: 'paid', designations: [] };

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/givings/offline');

function openForm(routes: Record<string, Answer> = {}) {
  const onDone = jest.fn();
  const requests = fakeApi({
    'GET /api/givingTypes': json(types),
    'GET /api/users': json([daniel]),
    'POST /api/givings/offline': json(created, 201),
    ...routes,
  });
  renderAreaPage(<OfflineGivingForm onDone={onDone} onCancel={() => undefined} />, '/dashboard/givings');
  return { requests, onDone };
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add gift' }));

async function typeNamedDonor(name = 'Walter Hughes') {
  await userEvent.click(screen.getByRole('radio', { name: 'Someone else, by name' }));
  await userEvent.type(field('Donor name'), name);
}

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('refuses a bad entry with the rules of online gifts, and keeps everything typed', async () => {
  const { requests } = openForm();
  await screen.findByRole('option', { name: 'Tithe' });
  await typeNamedDonor();
  await userEvent.type(field('Amount ($)'), '0.5');
  await userEvent.click(screen.getByRole('radio', { name: 'Check' }));
  await userEvent.type(field('Check number'), '1042');
  await submit();

  expect(await screen.findByText('Minimum amount is $0.50')).toBeInTheDocument();
  expect(screen.getByText('Giving type is required')).toBeInTheDocument();
  expect(posts(requests)).toHaveLength(0);
  // What was typed is still there, to correct rather than retype.
  expect(field('Donor name')).toHaveValue('Walter Hughes');
  expect(field('Amount ($)')).toHaveValue(0.5);
  expect(field('Check number')).toHaveValue('1042');
  expect(screen.getByRole('radio', { name: 'Check' })).toBeChecked();

  await userEvent.clear(field('Amount ($)'));
  await userEvent.type(field('Amount ($)'), '1000000');
  expect(await screen.findByText('Maximum amount is $999999.99')).toBeInTheDocument();
  await userEvent.clear(field('Amount ($)'));
  expect(await screen.findByText('Please, enter the amount')).toBeInTheDocument();
});

it('records cash without a check number, and a check only with its number', async () => {
  // What other pages hold that the new gift changes: the gifts chart and the donor's history.
  const chart = [...sharedKeys.dashboardStatistics, 'givings', 'month'];
  const history = [...sharedKeys.givingsHistory, 1];
  queryClient.setQueryData(chart, { total: 0 });
  queryClient.setQueryData(history, { count: 0, entities: [] });
  const { requests, onDone } = openForm();
  await screen.findByRole('option', { name: 'Tithe' });
  await typeNamedDonor();
  await userEvent.type(field('Amount ($)'), '25');
  await userEvent.selectOptions(field('Giving type'), 'Missions');
  // A number typed for a check stays out of a cash gift.
  await userEvent.click(screen.getByRole('radio', { name: 'Check' }));
  await userEvent.type(field('Check number'), '77');
  await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
  expect(screen.queryByLabelText('Check number')).not.toBeInTheDocument();
  await submit();

  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(posts(requests).map((request) => request.body)).toEqual([
    { givingTypeId: 2, amount: 25, method: 'cash', receivedOn: today(), donorName: 'Walter Hughes' },
  ]);
  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(queryClient.getQueryState(chart)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
});

it('asks for the number of a check', async () => {
  const { requests } = openForm();
  await screen.findByRole('option', { name: 'Tithe' });
  await typeNamedDonor('Margaret Ellis');
  await userEvent.type(field('Amount ($)'), '40');
  await userEvent.selectOptions(field('Giving type'), 'Tithe');
  await userEvent.click(screen.getByRole('radio', { name: 'Check' }));
  await submit();

  expect(await screen.findByText('Check number is required')).toBeInTheDocument();
  expect(posts(requests)).toHaveLength(0);
  await userEvent.type(field('Check number'), '2211');
  await submit();
  await waitFor(() => expect(posts(requests)).toHaveLength(1));
  expect(posts(requests)[0]?.body).toMatchObject({ method: 'check', checkNumber: '2211', amount: 40 });
});

it('gives the gift to a member found by search', async () => {
  const { requests, onDone } = openForm();
  await screen.findByRole('option', { name: 'Tithe' });
  await userEvent.type(field('Amount ($)'), '40');
  await userEvent.selectOptions(field('Giving type'), 'Tithe');
  await submit();
  expect(await screen.findByText('Choose a member')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Find a member' }), 'okafor');
  const found = await screen.findByRole('list', { name: 'Members found' });
  expect(requests.find((request) => request.path === '/api/users')?.search).toBe('?search=okafor&limit=20');
  await userEvent.click(within(found).getByRole('button', { name: /Daniel Okafor/ }));
  expect(screen.getByText('member@example.com')).toBeInTheDocument();
  await submit();

  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(posts(requests)[0]?.body).toEqual({
    givingTypeId: 1,
    amount: 40,
    method: 'cash',
    receivedOn: today(),
    userId: daniel.id,
  });
});

it("keeps the form as typed when the server refuses it, with the server's reason", async () => {
  const { onDone } = openForm({
    'POST /api/givings/offline': json({ errors: ['Date cannot be in the future'] }, 400),
  });
  await screen.findByRole('option', { name: 'Tithe' });
  await typeNamedDonor();
  await userEvent.type(field('Amount ($)'), '40');
  await userEvent.selectOptions(field('Giving type'), 'Tithe');
  await submit();

  expect(await screen.findByText('Date cannot be in the future')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(field('Donor name')).toHaveValue('Walter Hughes');
  expect(field('Amount ($)')).toHaveValue(40);
  expect(field('Giving type')).toHaveValue('1');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add gift' })).toBeEnabled());
  // The client showed the API's reason; nothing adds a second message.
  expect(screen.queryByText('Failed to add the gift')).not.toBeInTheDocument();
});

it("asks before a second gift of the donor's check, and sends it again as confirmed", async () => {
  const duplicate = 'Check 1042 from this donor is already recorded';
  const { requests, onDone } = openForm({
    'POST /api/givings/offline': (request) =>
      (request.body as { duplicateConfirmed?: boolean }).duplicateConfirmed
        ? Response.json(created, { status: 201 })
        : Response.json({ errors: [duplicate] }, { status: 409 }),
  });
  await screen.findByRole('option', { name: 'Tithe' });
  await typeNamedDonor();
  await userEvent.type(field('Amount ($)'), '40');
  await userEvent.selectOptions(field('Giving type'), 'Tithe');
  await userEvent.click(screen.getByRole('radio', { name: 'Check' }));
  await userEvent.type(field('Check number'), '1042');
  await submit();

  const question = await screen.findByRole('alert');
  expect(question).toHaveTextContent(`${duplicate}.`);
  expect(question).toHaveTextContent('Add it again only if this is a second gift.');
  expect(onDone).not.toHaveBeenCalled();
  // A question, not a failure: no error toast, neither the server's words nor the page's.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add it again' })).toBeEnabled());
  expect(screen.queryByText(duplicate)).not.toBeInTheDocument();
  expect(screen.queryByText('Failed to add the gift')).not.toBeInTheDocument();

  // A corrected number is asked about afresh, not sent as confirmed.
  await userEvent.type(field('Check number'), '3');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await submit();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add it again' }));

  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(posts(requests).map((request) => request.body)).toEqual([
    expect.not.objectContaining({ duplicateConfirmed: true }),
    expect.not.objectContaining({ duplicateConfirmed: true }),
    expect.objectContaining({ checkNumber: '10423', duplicateConfirmed: true }),
  ]);
});
