import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { GivingTypes } from './giving-types';

const tithe = { id: 1, name: 'Tithe' };
const camp = { id: 7, name: 'Camp Fund' };
const inUse = 'This giving type has gifts and cannot be deleted';

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openList(routes: Record<string, Answer> = {}) {
  const requests = fakeApi({
    'GET /api/paginated-givingTypes': json({ count: 2, entities: [tithe, camp] }),
    ...routes,
  });
  renderAreaPage(<GivingTypes />, '/account/givings-settings');
  return requests;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function deleteType(name: string) {
  await userEvent.click(within(rowOf(name)).getByRole('button', { name: `Delete ${name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this giving type?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

beforeEach(() => setSession(testSession({ allowedActions: ['Givings'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists the giving types five a page', async () => {
  const requests = openList();
  expect(await screen.findByRole('cell', { name: 'Camp Fund' })).toBeInTheDocument();
  expect(calls(requests, 'GET /api/paginated-givingTypes').map((request) => request.search)).toEqual([
    '?skip=0&take=5',
  ]);
});

it('says why a type that gifts use was not deleted, in the list and without a toast', async () => {
  const requests = openList({ 'DELETE /api/givingTypes/1': json({ errors: [inUse] }, 409) });
  await screen.findByRole('cell', { name: 'Tithe' });
  await deleteType('Tithe');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`“Tithe” was not deleted: ${inUse}.`);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Tithe' })).toBeInTheDocument();
  // Said once, where it stays: not also as a toast.
  expect(screen.getAllByText(new RegExp(inUse))).toHaveLength(1);
  expect(calls(requests, 'GET /api/paginated-givingTypes')).toHaveLength(1);

  await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('deletes a type nobody gave to after confirmation, and the list loads again', async () => {
  let deleted = false;
  const requests = openList({
    'GET /api/paginated-givingTypes': () =>
      Response.json({ count: deleted ? 1 : 2, entities: deleted ? [tithe] : [tithe, camp] }),
    'DELETE /api/givingTypes/7': () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
  });
  await screen.findByRole('cell', { name: 'Camp Fund' });
  await userEvent.click(within(rowOf('Camp Fund')).getByRole('button', { name: 'Delete Camp Fund' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this giving type?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls(requests, 'DELETE /api/givingTypes/7')).toHaveLength(0);

  await deleteType('Camp Fund');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Camp Fund' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("adds a type ('Successfully added!') and renames one ('Successfully updated!')", async () => {
  const requests = openList({
    'POST /api/givingTypes': json({ id: 8, name: 'Youth Camp' }, 201),
    'PUT /api/givingTypes/7': json({ id: 7, name: 'Summer Camp' }),
  });
  await screen.findByRole('cell', { name: 'Camp Fund' });

  await userEvent.click(screen.getByRole('button', { name: 'Add giving type' }));
  const add = screen.getByRole('dialog', { name: 'Add giving type' });
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await within(add).findByText('Giving type name is required')).toBeInTheDocument();
  await userEvent.type(within(add).getByLabelText('Name'), 'Youth Camp');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/givingTypes').map((request) => request.body)).toEqual([{ name: 'Youth Camp' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(within(rowOf('Camp Fund')).getByRole('button', { name: 'Rename Camp Fund' }));
  const rename = screen.getByRole('dialog', { name: 'Rename “Camp Fund”' });
  const name = within(rename).getByLabelText('Name');
  expect(name).toHaveValue('Camp Fund');
  await userEvent.clear(name);
  await userEvent.type(name, 'Summer Camp');
  await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/givingTypes/7').map((request) => request.body)).toEqual([{ name: 'Summer Camp' }]);
});

it('keeps a refused name in the field', async () => {
  openList({
    'POST /api/givingTypes': json({ errors: ['A giving type with this name already exists'] }, 409),
  });
  await screen.findByRole('cell', { name: 'Camp Fund' });
  await userEvent.click(screen.getByRole('button', { name: 'Add giving type' }));
  const add = screen.getByRole('dialog', { name: 'Add giving type' });
  await userEvent.type(within(add).getByLabelText('Name'), 'Tithe');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('A giving type with this name already exists')).toBeInTheDocument();
  expect(within(add).getByLabelText('Name')).toHaveValue('Tithe');
  expect(screen.queryByText('Failed to save giving type')).not.toBeInTheDocument();
});
