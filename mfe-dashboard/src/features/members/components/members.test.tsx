import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Member } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { Members } from './members';

const roles = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Member' },
  { id: 3, name: 'Video Team' },
];

function member(id: string, firstName: string, lastName: string, role = roles[1] ?? null): Member {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    photoUrl: null,
    role,
    // Midday UTC: the same calendar day in every zone the tests may run in.
    creationDate: '2026-03-07T12:00:00Z',
  };
}

const grace = member('a', 'Grace', 'Whitaker', roles[0]);
const daniel = member('d', 'Daniel', 'Okafor');
const maria = member('m', 'Maria', 'Hernandez');
const james = member('j', 'James', 'Nguyen');

const renderMembers = (url = '/dashboard/members') => renderAreaPage(<Members />, url);

const sent = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row holds ${name}`);
  return row;
}

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

describe('Members', () => {
  beforeEach(() => setSession(testSession({ userId: 'a', roles: ['Admin'] })));

  it('lists 12 members a page: name, e-mail, role and joined date', async () => {
    const requests = fakeApi({
      'GET /api/users/members': json({ count: 14, entities: [grace, daniel] }),
      'GET /api/roles/short': json(roles),
    });
    renderMembers();

    expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
    const row = rowOf('Daniel Okafor');
    expect(within(row).getByRole('img', { name: 'Daniel Okafor' })).toHaveTextContent('DO');
    expect(within(row).getByText('daniel@example.com')).toBeInTheDocument();
    expect(within(row).getByText('03.07.2026')).toBeInTheDocument();
    expect(await within(row).findByRole('combobox', { name: 'Role of Daniel Okafor' })).toHaveValue('2');
    expect(sent(requests, 'GET', '/api/users/members')[0]?.search).toBe('?skip=0&take=12');
    expect(screen.getByRole('navigation', { name: 'Members pages' })).toBeInTheDocument();
    // Your own row: no role to change, nothing to select.
    expect(within(rowOf('Grace Whitaker')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('Grace Whitaker')).getByRole('checkbox')).toBeDisabled();
  });

  it('searches through the user search, at most 20, without pages', async () => {
    const requests = fakeApi({
      'GET /api/users/members': json({ count: 3, entities: [grace, daniel, maria] }),
      'GET /api/users': json([daniel]),
      'GET /api/roles/short': json(roles),
    });
    renderMembers();
    await screen.findByText('Maria Hernandez');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'okafor{Enter}');

    await waitFor(() => expect(screen.queryByText('Maria Hernandez')).not.toBeInTheDocument());
    expect(screen.getByText('Daniel Okafor')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/api/users').map((request) => request.search)).toEqual(['?search=okafor&limit=20']);
    expect(screen.queryByRole('navigation', { name: 'Members pages' })).not.toBeInTheDocument();
  });

  it("changes a member's role only after a confirmation naming the role", async () => {
    let danielNow = daniel;
    const requests = fakeApi({
      'GET /api/users/members': () => Response.json({ count: 2, entities: [grace, danielNow] }),
      'GET /api/roles/short': json(roles),
      'PUT /api/users/role': () => {
        danielNow = { ...daniel, role: roles[2] ?? null };
        return new Response(null, { status: 204 });
      },
    });
    renderMembers();

    const select = await screen.findByRole('combobox', { name: 'Role of Daniel Okafor' });
    await userEvent.selectOptions(select, 'Video Team');
    const dialog = screen.getByRole('dialog', { name: 'Give Daniel Okafor the role Video Team?' });
    expect(dialog).toHaveTextContent('Daniel Okafor will hold the role Video Team instead of Member.');
    expect(sent(requests, 'PUT', '/api/users/role')).toHaveLength(0);
    // Until confirmed, the member keeps their role, on screen too.
    expect(select).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give Video Team' }));

    expect(await screen.findByText('Changes have been saved')).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/api/users/role').map((request) => request.body)).toEqual([
      { userId: 'd', roleId: 3 },
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Daniel Okafor' })).toHaveValue('3'));
  });

  it('gives nobody the Admin role by a slip of the dropdown: Cancel keeps the role', async () => {
    const requests = fakeApi({
      'GET /api/users/members': json({ count: 2, entities: [grace, daniel] }),
      'GET /api/roles/short': json(roles),
    });
    renderMembers();

    const select = await screen.findByRole('combobox', { name: 'Role of Daniel Okafor' });
    await userEvent.selectOptions(select, 'Admin');
    const dialog = screen.getByRole('dialog', { name: 'Give Daniel Okafor the role Admin?' });
    expect(dialog).toHaveTextContent('An admin can do everything, including giving and taking roles.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('2');
    expect(sent(requests, 'PUT', '/api/users/role')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses a role, and the role the member still has", async () => {
    const refusal = 'You can only give a role whose actions your own role holds';
    fakeApi({
      'GET /api/users/members': json({ count: 2, entities: [grace, daniel] }),
      'GET /api/roles/short': json(roles),
      'PUT /api/users/role': json({ errors: [refusal] }, 403),
    });
    setSession(testSession({ userId: 'a', roles: ['Membership'], allowedActions: ['Members'] }));
    renderMembers();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Daniel Okafor' }), 'Video Team');
    await userEvent.click(screen.getByRole('button', { name: 'Give Video Team' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Daniel Okafor' })).toHaveValue('2'));
  });

  it('deletes the selected members after a confirmation naming how many', async () => {
    let members = [grace, daniel, maria, james];
    const requests = fakeApi({
      'GET /api/users/members': () => Response.json({ count: members.length, entities: members }),
      'GET /api/roles/short': json(roles),
      'DELETE /api/users/multiple': ({ body }) => {
        const { ids } = body as { ids: string[] };
        members = members.filter((candidate) => !ids.includes(candidate.id));
        return new Response(null, { status: 204 });
      },
    });
    renderMembers();
    await screen.findByText('James Nguyen');
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Daniel Okafor' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select James Nguyen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete 2 members?' });
    expect(sent(requests, 'DELETE', '/api/users/multiple')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 members' }));

    expect(await screen.findByText('2 members deleted')).toBeInTheDocument();
    expect(sent(requests, 'DELETE', '/api/users/multiple').map((request) => request.body)).toEqual([
      { ids: ['d', 'j'] },
    ]);
    await waitFor(() => expect(screen.queryByText('James Nguyen')).not.toBeInTheDocument());
    expect(screen.queryByText('Daniel Okafor')).not.toBeInTheDocument();
    expect(screen.getByText('Maria Hernandez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const requests = fakeApi({
      'GET /api/users/members': json({ count: 2, entities: [grace, daniel] }),
      'GET /api/roles/short': json(roles),
    });
    renderMembers();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Daniel Okafor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete 1 member?' })).getByRole('button', { name: 'Cancel' }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(requests, 'DELETE', '/api/users/multiple')).toHaveLength(0);
    expect(screen.getByText('Daniel Okafor')).toBeInTheDocument();
  });

  it("says 'An error occured while fetching members', and 'Failed to fetch users' when a search fails", async () => {
    fakeApi({
      'GET /api/users/members': () => new Response('Service unavailable', { status: 503 }),
      'GET /api/users': () => new Response('Service unavailable', { status: 503 }),
      'GET /api/roles/short': json(roles),
    });
    const { unmount } = renderMembers();
    // The shared client tries once more before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'An error occured while fetching members',
    );
    unmount();
    queryClient.clear();

    renderMembers('/dashboard/members?search=okafor');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to fetch users');
  });
});

describe('Members, for a member holding the Members action', () => {
  beforeEach(() => setSession(testSession({ userId: 'd', allowedActions: ['Members'] })));

  it('leaves admins alone and never offers the Admin role', async () => {
    fakeApi({
      'GET /api/users/members': json({ count: 3, entities: [grace, daniel, maria] }),
      'GET /api/roles/short': json(roles),
    });
    renderMembers();

    const select = await screen.findByRole('combobox', { name: 'Role of Maria Hernandez' });
    expect(within(select).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(rowOf('Grace Whitaker')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('Grace Whitaker')).getByRole('checkbox')).toBeDisabled();
    expect(within(rowOf('Daniel Okafor')).getByRole('checkbox')).toBeDisabled();
  });
});
