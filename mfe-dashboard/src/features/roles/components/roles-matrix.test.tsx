import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import { allowedActionNames, type Role, type UpdateRolesRange } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { Link, Route, Routes } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json, testSession, type RecordedRequest } from '@church/testing';
import { RolesMatrix } from './roles-matrix';

const actions = allowedActionNames.map((name, index) => ({ id: index + 1, name }));
const action = (name: string) => actions.find((candidate) => candidate.name === name) ?? { id: 0, name };

/** The server's roles, changed by the fake PUTs like the API changes them. */
function serverRoles(): Role[] {
  return [
    { id: 1, name: 'Admin', allowedActions: actions },
    { id: 2, name: 'Member', allowedActions: [] },
    { id: 3, name: 'Video Team', allowedActions: [action('Video upload')] },
  ];
}

function fakeRolesApi(roles = serverRoles()) {
  const apply = (change: UpdateRolesRange[number]) => {
    const role = roles.find((candidate) => candidate.id === change.id);
    if (role) role.allowedActions = actions.filter((candidate) => change.allowedActionIds.includes(candidate.id));
    return role;
  };
  const requests = fakeApi({
    'GET /api/roles': () => Response.json(roles),
    'GET /api/allowed-actions': json(actions),
    'PUT /api/roles/range': ({ body }) => {
      (body as UpdateRolesRange).forEach(apply);
      return Response.json(roles);
    },
    'PUT /api/roles/3': ({ body }) => Response.json(apply({ id: 3, ...(body as { allowedActionIds: number[] }) })),
    'PUT /api/roles/2': ({ body }) => Response.json(apply({ id: 2, ...(body as { allowedActionIds: number[] }) })),
    'POST /api/roles': ({ body }) => {
      const created = { id: 9, name: (body as { name: string }).name, allowedActions: [] };
      roles.push(created);
      return Response.json(created, { status: 201 });
    },
    'DELETE /api/roles/3': () => {
      roles.splice(
        roles.findIndex((role) => role.id === 3),
        1,
      );
      return new Response(null, { status: 204 });
    },
  });
  return { roles, requests };
}

function renderMatrix() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/roles']}>
      <QueryProvider>
        <Routes>
          <Route
            path="/dashboard/roles"
            element={
              <>
                <Link to="/dashboard/members">Members</Link>
                <RolesMatrix />
              </>
            }
          />
          <Route path="/dashboard/members" element={<h1>Members page</h1>} />
        </Routes>
      </QueryProvider>
      <Toaster />
    </MemoryRouter>,
  );
}

const toggle = (actionName: string, roleName: string) =>
  screen.getByRole('checkbox', { name: `${actionName} for ${roleName}` });
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('shows roles sorted by name against the nine allowed actions; the Admin row cannot be changed', async () => {
  fakeRolesApi([...serverRoles()].reverse());
  renderMatrix();

  await screen.findByRole('checkbox', { name: 'Video upload for Video Team' });
  const rows = within(screen.getByRole('table', { name: 'Roles and their allowed actions' })).getAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    expect.stringContaining('Admin'),
    expect.stringContaining('Member'),
    expect.stringContaining('Video Team'),
  ]);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
    expect.arrayContaining([...allowedActionNames]),
  );
  for (const name of allowedActionNames) {
    expect(toggle(name, 'Admin')).toBeChecked();
    expect(toggle(name, 'Admin')).toBeDisabled();
  }
  expect(toggle('Video upload', 'Video Team')).toBeChecked();
  expect(toggle('Roles', 'Video Team')).not.toBeChecked();
  expect(screen.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Member' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
});

it('records toggles until Save all sends them, then shows them saved', async () => {
  const { requests } = fakeRolesApi();
  renderMatrix();

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Members for Member' }));
  await userEvent.click(toggle('Video upload', 'Video Team'));
  await userEvent.click(toggle('Roles', 'Video Team'));
  expect(toggle('Members', 'Member')).toBeChecked();
  expect(toggle('Video upload', 'Video Team')).not.toBeChecked();
  expect(puts(requests)).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Save Member' })).toBeEnabled();

  await userEvent.click(screen.getByRole('button', { name: 'Save all (2 roles)' }));

  expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
  expect(puts(requests).map((request) => [request.path, request.body])).toEqual([
    [
      '/api/roles/range',
      [
        { id: 2, allowedActionIds: [action('Members').id] },
        { id: 3, allowedActionIds: [action('Roles').id] },
      ],
    ],
  ]);
  // Nothing is pending any more, and the matrix shows what the server holds.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Save Member' })).toBeDisabled();
  expect(toggle('Members', 'Member')).toBeChecked();
  expect(toggle('Roles', 'Video Team')).toBeChecked();
  expect(toggle('Video upload', 'Video Team')).not.toBeChecked();
});

it('saves one row with its own Save and keeps the other rows pending', async () => {
  const { requests } = fakeRolesApi();
  renderMatrix();

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Comments for Member' }));
  await userEvent.click(toggle('Events', 'Video Team'));
  await userEvent.click(screen.getByRole('button', { name: 'Save Video Team' }));

  expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
  expect(puts(requests).map((request) => [request.path, request.body])).toEqual([
    ['/api/roles/3', { allowedActionIds: [action('Video upload').id, action('Events').id] }],
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Video Team' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Save Member' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Save all (1 role)' })).toBeEnabled();
});

it('counts a toggle undone as no change', async () => {
  fakeRolesApi();
  renderMatrix();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Reports for Member' }));
  await userEvent.click(toggle('Reports', 'Member'));
  expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
});

it('asks before leaving with unsaved changes, and stays when told to', async () => {
  fakeRolesApi();
  renderMatrix();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Reports for Member' }));

  await userEvent.click(screen.getByRole('link', { name: 'Members' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
  expect(dialog).toHaveTextContent('Your changes to 1 role are not saved yet');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(toggle('Reports', 'Member')).toBeChecked();

  await userEvent.click(screen.getByRole('link', { name: 'Members' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Members page' })).toBeInTheDocument();
});

it('leaves without asking when everything is saved', async () => {
  fakeRolesApi();
  renderMatrix();
  await screen.findByRole('checkbox', { name: 'Reports for Member' });
  await userEvent.click(screen.getByRole('link', { name: 'Members' }));
  expect(await screen.findByRole('heading', { name: 'Members page' })).toBeInTheDocument();
});

it('creates a role in its place by name', async () => {
  const { requests } = fakeRolesApi();
  renderMatrix();
  await userEvent.click(await screen.findByRole('button', { name: 'Create role' }));
  const dialog = screen.getByRole('dialog', { name: 'Create role' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role name' }), 'Ushers');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Ushers', allowedActionIds: [] });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const names = screen.getAllByRole('checkbox', { name: /^Members for / }).map((box) => box.getAttribute('aria-label'));
  expect(names).toEqual(['Members for Admin', 'Members for Member', 'Members for Ushers', 'Members for Video Team']);
});

it('deletes a role after confirmation', async () => {
  const { requests } = fakeRolesApi();
  renderMatrix();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Video Team' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the role Video Team?' });
  expect(dialog).toHaveTextContent('Members holding Video Team will get the Member role.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Roles for Video Team' })).not.toBeInTheDocument());
  expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
    '/api/roles/3',
  ]);
});

describe('a holder of the Roles action who is no admin', () => {
  const ownActions = ['Roles', 'Video upload', 'Post upload'];
  const withTheirRoles = (): Role[] => [
    ...serverRoles(),
    { id: 4, name: 'Worship Leaders', allowedActions: ownActions.map(action) },
    { id: 5, name: 'Finance', allowedActions: [action('Givings')] },
  ];
  beforeEach(() => setSession(testSession({ roles: ['Worship Leaders'], allowedActions: ownActions })));

  it('is offered only what the server allows: their own actions, on roles within them, never Roles or Members', async () => {
    fakeRolesApi(withTheirRoles());
    renderMatrix();
    await screen.findByRole('checkbox', { name: 'Video upload for Video Team' });

    expect(toggle('Post upload', 'Video Team')).toBeEnabled();
    expect(toggle('Video upload', 'Video Team')).toBeEnabled();
    for (const name of ['Givings', 'Roles', 'Members']) expect(toggle(name, 'Video Team')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Video Team' })).toBeInTheDocument();
    // Their own role, the Member role and a role holding more: shown, nothing to change, and why.
    for (const [role, reason] of [
      ['Worship Leaders', 'Only an admin can change the role you hold'],
      ['Member', 'Only an admin can change the Member role, which every new member gets'],
      ['Finance', 'You can only change a role that holds no more than yours'],
    ] as const) {
      for (const name of allowedActionNames) expect(toggle(name, role)).toBeDisabled();
      expect(toggle('Video upload', role).closest('tr')).toHaveTextContent(reason);
      expect(screen.queryByRole('button', { name: `Save ${role}` })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Delete Finance' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'You can give only the actions your own role holds, never Roles or Members. Only an admin can change your own role or the Member role.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when it refuses, and keeps the toggle to try again", async () => {
    const refusal = 'You can only give actions that your own role holds';
    const requests = fakeApi({
      'GET /api/roles': () => Response.json(withTheirRoles()),
      'GET /api/allowed-actions': json(actions),
      'PUT /api/roles/3': json({ errors: [refusal] }, 403),
    });
    renderMatrix();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Post upload for Video Team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Video Team' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(toggle('Post upload', 'Video Team')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Video Team' })).toBeEnabled());
    expect(puts(requests).map((request) => request.path)).toEqual(['/api/roles/3']);
  });
});
