import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Group, GroupType } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { GroupTypesList } from './group-types-list';
import { GroupsList } from './groups-list';

jest.setTimeout(30_000);

const worship: GroupType = { id: 1, name: 'Worship', description: 'Music', colorTheme: 'blue' };
const youth: GroupType = { id: 2, name: 'Youth', description: '', colorTheme: 'gold' };
const choir: Group = {
  id: 3,
  name: 'Sanctuary Choir',
  description: 'Sings at 11',
  groupType: { id: 1, name: 'Worship', colorTheme: 'blue' },
  leader: { id: 'b3c1d0f2-0000-4000-8000-000000000001', name: 'Ruth Lindqvist' },
};
const daniel = {
  id: 'b3c1d0f2-0000-4000-8000-000000000002',
  firstName: 'Daniel',
  lastName: 'Okafor',
  email: 'member@example.com',
  photoUrl: null,
  role: null,
  creationDate: '2026-01-01T00:00:00.000Z',
};
const inUse = 'Groups of this type exist; move or delete them first';

// Buttons repeat a row's name for screen readers ('Edit Worship'); look past them.
const visible = { ignore: '.ui-visually-hidden, script, style' };

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function open(list: 'types' | 'groups', routes: Record<string, Answer> = {}) {
  const requests = fakeApi({
    'GET /api/group-types': json({ count: 6, entities: [worship, youth] }),
    'GET /api/groups': json({ count: 1, entities: [choir] }),
    'GET /api/users': json([daniel]),
    ...routes,
  });
  renderAreaPage(list === 'types' ? <GroupTypesList /> : <GroupsList />, '/dashboard/events?tab=groups');
  return requests;
}

beforeEach(() => setSession(testSession({ allowedActions: ['Events'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists group types five a page, each name on its colour', async () => {
  const requests = open('types');
  expect(await screen.findByText('Worship', visible)).toHaveStyle({ background: '#dbe8fb', color: '#123a73' });
  expect(calls(requests, 'GET /api/group-types').map((request) => request.search)).toEqual(['?skip=0&take=5']);
  await userEvent.click(screen.getByRole('button', { name: /2/ }));
  await waitFor(() => expect(calls(requests, 'GET /api/group-types').at(-1)?.search).toBe('?skip=5&take=5'));
});

it('adds a group type with a colour chosen from the palette swatches', async () => {
  const requests = open('types', { 'POST /api/group-types': json({ ...youth, id: 9, name: 'Prayer' }, 201) });
  await screen.findByText('Worship', visible);
  await userEvent.click(screen.getByRole('button', { name: 'Add group type' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add group type' }));
  await userEvent.type(dialog.getByLabelText('Name'), 'Prayer');
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findByText('Choose a colour from the palette')).toBeInTheDocument();
  expect(dialog.getByLabelText('Name')).toHaveValue('Prayer');

  const swatches = dialog.getAllByRole('radio');
  expect(swatches).toHaveLength(8);
  await userEvent.click(dialog.getByRole('radio', { name: 'Teal' }));
  expect(dialog.getByText('Teal')).toHaveStyle({ color: '#0f4c4c' });
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/group-types')[0]?.body).toEqual({
    name: 'Prayer',
    description: '',
    colorTheme: 'teal',
  });
});

it("says 'Failed to create group type!' with the API's reason, keeping what was typed", async () => {
  open('types', {
    'POST /api/group-types': json({ errors: ['A group type with this name already exists'] }, 409),
  });
  await screen.findByText('Worship', visible);
  await userEvent.click(screen.getByRole('button', { name: 'Add group type' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add group type' }));
  await userEvent.type(dialog.getByLabelText('Name'), 'Youth');
  await userEvent.click(dialog.getByRole('radio', { name: 'Red' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Failed to create group type!')).toBeInTheDocument();
  expect(screen.getByText('A group type with this name already exists')).toBeInTheDocument();
  expect(dialog.getByLabelText('Name')).toHaveValue('Youth');
});

it("edits a type ('Failed to update group type!' when refused)", async () => {
  const requests = open('types', { 'PUT /api/group-types/1': json({ errors: ['Group type not found'] }, 404) });
  await screen.findByText('Worship', visible);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Worship' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Edit “Worship”' }));
  expect(dialog.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await userEvent.click(dialog.getByRole('radio', { name: 'Purple' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to update group type!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/group-types/1')[0]?.body).toEqual({
    name: 'Worship',
    description: 'Music',
    colorTheme: 'purple',
  });
});

it("refuses to delete a type in use: the reason and 'Failed to delete group type!'", async () => {
  const requests = open('types', { 'DELETE /api/group-types/1': json({ errors: [inUse] }, 409) });
  await screen.findByText('Worship', visible);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Worship' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Delete this group type?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete group type!')).toBeInTheDocument();
  expect(screen.getByText(inUse)).toBeInTheDocument();
  expect(calls(requests, 'DELETE /api/group-types/1')).toHaveLength(1);
});

it("says 'Failed to get group types!' when the list cannot load, and retries", async () => {
  let fail = true;
  open('types', {
    'GET /api/group-types': () =>
      fail ? Response.json({ errors: ['Nope'] }, { status: 503 }) : Response.json({ count: 1, entities: [worship] }),
  });
  expect(await screen.findByText('Failed to get group types!', { selector: '[role="status"]' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Worship', visible)).toBeInTheDocument();
});

it('lists groups with type and leader, and adds one with a type and a leader found by name', async () => {
  const requests = open('groups', {
    'POST /api/groups': json({ ...choir, id: 4, name: 'Middle School' }, 201),
  });
  expect(await screen.findByText('Ruth Lindqvist', visible)).toBeInTheDocument();
  expect(calls(requests, 'GET /api/groups')[0]?.search).toBe('?skip=0&take=10&search=');

  await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add group' }));
  await userEvent.type(dialog.getByLabelText('Name'), 'Middle School');
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findByText('Group type is required')).toBeInTheDocument();

  await waitFor(() => expect(dialog.getByLabelText('Type')).toBeEnabled());
  await userEvent.selectOptions(dialog.getByLabelText('Type'), 'Youth');
  await userEvent.type(dialog.getByLabelText('Find a member'), 'okafor');
  await userEvent.click(await dialog.findByRole('button', { name: /Daniel Okafor/ }));
  expect(dialog.getByRole('button', { name: 'Change the leader' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/groups')[0]?.body).toEqual({
    name: 'Middle School',
    groupTypeId: 2,
    leaderId: daniel.id,
    description: '',
  });
});

it('deletes a group after confirmation', async () => {
  const requests = open('groups', { 'DELETE /api/groups/3': () => new Response(null, { status: 204 }) });
  await screen.findByText('Ruth Lindqvist', visible);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Sanctuary Choir' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this group?' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Group deleted')).toBeInTheDocument();
  expect(calls(requests, 'DELETE /api/groups/3')).toHaveLength(1);
});
